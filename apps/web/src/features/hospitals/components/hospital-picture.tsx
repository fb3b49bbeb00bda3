/**
 * A drawn picture of a hospital (no photos of real buildings): a building with a red cross, its colours and
 * storeys varied by the id so cards do not all look alike. Decorative: the name says what it is.
 */
const PALETTES = [
  ['#e0f2fe', '#0369a1'],
  ['#dcfce7', '#15803d'],
  ['#fef3c7', '#b45309'],
  ['#ede9fe', '#6d28d9'],
  ['#ffe4e6', '#be123c'],
  ['#e2e8f0', '#334155'],
] as const;

export function HospitalPicture({ id, className }: { id: number; className?: string }) {
  const [sky, wall] = PALETTES[id % PALETTES.length]!;
  const floors = 3 + (id % 4);
  const top = 90 - floors * 12;
  return (
    <svg
      viewBox="0 0 160 100"
      preserveAspectRatio="xMidYMid slice"
      role="presentation"
      aria-hidden="true"
      className={className}
    >
      <rect width="160" height="100" fill={sky} />
      <rect x="30" y={top} width="100" height={100 - top} fill={wall} opacity="0.9" rx="2" />
      <rect x="60" y={top - 14} width="40" height="16" fill="#fff" rx="2" />
      <rect x="76" y={top - 12} width="8" height="12" fill="#dc2626" />
      <rect x="74" y={top - 10} width="12" height="8" fill="#dc2626" />
      <rect x="72" y={top - 10} width="16" height="4" fill="#dc2626" transform={`translate(0 2)`} />
      {Array.from({ length: floors }, (_, f) =>
        Array.from({ length: 6 }, (_, w) => (
          <rect
            key={`${f}-${w}`}
            x={38 + w * 15}
            y={top + 6 + f * 12}
            width="8"
            height="6"
            fill="#fff"
            opacity="0.85"
          />
        )),
      )}
      <rect x="72" y="86" width="16" height="14" fill="#fff" />
    </svg>
  );
}
