-- Trigram and accent-insensitive matching for medicine search; available on PGlite (contrib) and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
