/** Texts drawn into the lead pool picture, in the page's language. */
export const LEAD_POOL_LABELS = ['pool', 'distribute', 'ownerA', 'ownerB', 'ownerC', 'returned'] as const;
export type LeadPoolLabels = Record<(typeof LEAD_POOL_LABELS)[number], string>;

const OWNERS = [
  { y: 66, label: 'ownerA' },
  { y: 156, label: 'ownerB' },
  { y: 246, label: 'ownerC' },
] as const;

function Person({ cy }: { cy: number }) {
  return (
    <g>
      <circle cx={370} cy={cy} r={28} fill="#e8f0fb" stroke="#1f5fbf" strokeWidth={1.5} />
      <circle cx={370} cy={cy - 7} r={8} fill="#1f5fbf" />
      <path d={`M355 ${cy + 16} a15 13 0 0 1 30 0 z`} fill="#1f5fbf" />
    </g>
  );
}

/** Leads gathered in a shared pool, handed out to account managers, and returned when left idle. */
export function LeadPoolArt({ label, labels }: { label: string; labels: LeadPoolLabels }) {
  const dots = [
    [70, 120], [100, 140], [135, 118], [85, 170], [120, 185], [150, 160], [65, 205], [140, 210], [105, 112],
  ] as const;
  return (
    <svg role="img" aria-label={label} viewBox="0 0 440 330" xmlns="http://www.w3.org/2000/svg">
      <defs>
        <marker id="pool-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="#1f5fbf" />
        </marker>
        <marker id="pool-return" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="#b45309" />
        </marker>
      </defs>
      <rect x={0} y={0} width={440} height={330} rx={16} fill="#fff" />
      <text x={110} y={44} textAnchor="middle" fontSize={17} fontWeight={700} fill="#0e2a5a">{labels.pool}</text>
      <path d="M30 84 V226 A80 22 0 0 0 190 226 V84" fill="#e8f0fb" stroke="#1f5fbf" strokeWidth={1.5} />
      <ellipse cx={110} cy={84} rx={80} ry={22} fill="#f5f9ff" stroke="#1f5fbf" strokeWidth={1.5} />
      {dots.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={7} fill={x > 120 ? '#1f5fbf' : '#6f9ad8'} />
      ))}
      {OWNERS.map(({ y }) => (
        <path key={y} d={`M196 156 C260 156 270 ${y} 334 ${y}`} fill="none" stroke="#1f5fbf" strokeWidth={2} markerEnd="url(#pool-arrow)" />
      ))}
      <text x={296} y={146} textAnchor="middle" fontSize={14} fontWeight={600} fill="#17468f">{labels.distribute}</text>
      {OWNERS.map(({ y, label: owner }) => (
        <g key={owner}>
          <Person cy={y} />
          <text x={370} y={y + 46} textAnchor="middle" fontSize={14} fill="#374151">{labels[owner]}</text>
        </g>
      ))}
      <path d="M342 262 C300 318 200 312 150 256" fill="none" stroke="#b45309" strokeWidth={2} strokeDasharray="6 5" markerEnd="url(#pool-return)" />
      <text x={246} y={322} textAnchor="middle" fontSize={14} fontWeight={600} fill="#92400e">{labels.returned}</text>
    </svg>
  );
}
