const FILLS = ['#dbe7f7', '#b9d0f0', '#2f6bc4', '#1f5fbf', '#17468f'] as const;
const DARK_TEXT = 2;

/** The sales funnel: one layer per stage, widest at the top; `stages` are the layer texts. */
export function PipelineArt({ label, stages }: { label: string; stages: string[] }) {
  const top = 16;
  const height = 54;
  const gap = 8;
  const taper = 32;
  const total = top * 2 + stages.length * (height + gap) - gap;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 440 ${total}`} xmlns="http://www.w3.org/2000/svg">
      <rect x={0} y={0} width={440} height={total} rx={16} fill="#fff" />
      {stages.map((stage, i) => {
        const y = top + i * (height + gap);
        const half = 200 - i * taper;
        const nextHalf = half - taper + 6;
        const fill = FILLS[Math.min(i, FILLS.length - 1)];
        return (
          <g key={stage}>
            <path d={`M${220 - half} ${y} H${220 + half} L${220 + nextHalf} ${y + height} H${220 - nextHalf} Z`} fill={fill} />
            <text x={220} y={y + height / 2 + 6} textAnchor="middle" fontSize={16} fontWeight={600} fill={i < DARK_TEXT ? '#0e2a5a' : '#fff'}>{stage}</text>
          </g>
        );
      })}
    </svg>
  );
}
