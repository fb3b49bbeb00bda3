import { cn } from '../../../lib/cn.ts';

const PALETTE = ['#0f766e', '#1d4ed8', '#7c3aed', '#be185d', '#b45309', '#15803d', '#0369a1', '#9f1239'];

/** The doctor's picture, drawn by the product: initials on a colour chosen from the id, with a stethoscope arc. */
export function DoctorAvatar({
  id,
  name,
  size = 64,
  className,
}: {
  id: number;
  name: string;
  size?: number;
  className?: string;
}) {
  const initials = name
    .replace(/^Dr\.?\s*/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
  const colour = PALETTE[id % PALETTE.length]!;
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role="img"
      aria-label={name}
      className={cn('shrink-0 rounded-full', className)}
    >
      <circle cx="32" cy="32" r="32" fill={colour} />
      <path d="M14 50c4-8 10-11 18-11s14 3 18 11" fill="#ffffff" fillOpacity="0.18" />
      <text
        x="32"
        y="37"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="20"
        fontWeight="700"
        fill="#ffffff"
      >
        {initials}
      </text>
    </svg>
  );
}
