const BARS = [62, 88, 74, 110, 96, 128, 150] as const;
const KPI_COLOURS = ['#1f5fbf', '#0f7b4d', '#d97706'] as const;
const ROW_STATUS = ['#16a34a', '#f59e0b', '#16a34a', '#1f5fbf'] as const;

/** A stylised workspace: menu, key figures, a monthly chart and an approval queue (no text inside). */
export function DashboardArt({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 520 380" xmlns="http://www.w3.org/2000/svg">
      <defs>
        <clipPath id="dashboard-window">
          <rect x={10} y={10} width={500} height={340} rx={14} />
        </clipPath>
      </defs>
      <rect x={18} y={22} width={500} height={340} rx={14} fill="#0a1f45" opacity={0.35} />
      <g clipPath="url(#dashboard-window)">
        <rect x={10} y={10} width={500} height={340} fill="#fff" />
        <rect x={10} y={10} width={500} height={36} fill="#eef3fa" />
        {['#f87171', '#fbbf24', '#34d399'].map((c, i) => (
          <circle key={c} cx={32 + i * 16} cy={28} r={5} fill={c} />
        ))}
        <rect x={10} y={46} width={96} height={304} fill="#0e2a5a" />
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <rect key={i} x={24} y={70 + i * 32} width={i === 1 ? 68 : 56} height={10} rx={5} fill={i === 1 ? '#fff' : '#3b5f99'} />
        ))}
        {KPI_COLOURS.map((c, i) => (
          <g key={c}>
            <rect x={124 + i * 126} y={62} width={116} height={70} rx={8} fill="#f5f8fd" stroke="#e5e9f0" />
            <rect x={138 + i * 126} y={78} width={48} height={8} rx={4} fill="#cbd5e1" />
            <rect x={138 + i * 126} y={98} width={72} height={16} rx={4} fill={c} />
          </g>
        ))}
        <rect x={124} y={148} width={238} height={186} rx={8} fill="#f5f8fd" stroke="#e5e9f0" />
        {BARS.map((h, i) => (
          <rect key={i} x={142 + i * 30} y={318 - h} width={18} height={h} rx={3} fill={i === BARS.length - 1 ? '#17468f' : '#8fb0de'} />
        ))}
        <polyline points={BARS.map((h, i) => `${151 + i * 30},${300 - h * 0.9}`).join(' ')} fill="none" stroke="#d97706" strokeWidth={2.5} strokeLinejoin="round" />
        <rect x={376} y={148} width={116} height={186} rx={8} fill="#f5f8fd" stroke="#e5e9f0" />
        {ROW_STATUS.map((c, i) => (
          <g key={i}>
            <circle cx={394} cy={176 + i * 42} r={9} fill="#dbe7f7" />
            <rect x={410} y={168 + i * 42} width={44} height={7} rx={3} fill="#94a3b8" />
            <rect x={410} y={180 + i * 42} width={30} height={6} rx={3} fill="#cbd5e1" />
            <rect x={460} y={170 + i * 42} width={24} height={12} rx={6} fill={c} />
          </g>
        ))}
      </g>
      <circle cx={470} cy={330} r={30} fill="#0f7b4d" stroke="#fff" strokeWidth={4} />
      <path d="M456 331 L466 341 L485 320" fill="none" stroke="#fff" strokeWidth={5} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
