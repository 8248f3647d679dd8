/** A finance building with a rising line of milestones behind it (no text inside). */
export function StoryArt({ label }: { label: string }) {
  // The middle of the line runs behind the building; only the points either side of it are marked.
  const points = [
    [36, 262], [84, 236], [220, 190], [356, 136], [404, 84],
  ] as const;
  const hidden = (x: number) => x > 100 && x < 340;
  return (
    <svg role="img" aria-label={label} viewBox="0 0 440 320" xmlns="http://www.w3.org/2000/svg">
      <rect x={0} y={0} width={440} height={320} rx={16} fill="#eef4fc" />
      <polyline points={points.map(([x, y]) => `${x},${y}`).join(' ')} fill="none" stroke="#8fb0de" strokeWidth={3} strokeDasharray="2 7" strokeLinecap="round" />
      {points.map(([x, y], i) => hidden(x) ? null : (
        <circle key={x} cx={x} cy={y} r={i === points.length - 1 ? 10 : 6} fill={i === points.length - 1 ? '#d97706' : '#1f5fbf'} stroke="#fff" strokeWidth={2} />
      ))}
      <path d="M120 150 L220 104 L320 150 Z" fill="#17468f" />
      <rect x={128} y={150} width={184} height={14} fill="#1f5fbf" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x={142 + i * 34} y={170} width={18} height={92} rx={3} fill="#fff" stroke="#1f5fbf" strokeWidth={1.5} />
      ))}
      <rect x={118} y={264} width={204} height={14} fill="#1f5fbf" />
      <rect x={104} y={280} width={232} height={14} fill="#17468f" />
      <circle cx={220} cy={132} r={9} fill="#fff" />
    </svg>
  );
}
