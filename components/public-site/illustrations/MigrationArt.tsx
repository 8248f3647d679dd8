/** Texts drawn into the migration picture, in the page's language. */
export const MIGRATION_LABELS = ['sheet', 'check', 'stored', 'errors'] as const;
export type MigrationLabels = Record<(typeof MIGRATION_LABELS)[number], string>;

/** Excel rows checked one by one on their way in; failing rows come back as an error workbook. */
export function MigrationArt({ label, labels }: { label: string; labels: MigrationLabels }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 440 270" xmlns="http://www.w3.org/2000/svg">
      <defs>
        <marker id="migration-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="#1f5fbf" />
        </marker>
        <marker id="migration-error" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="#b42318" />
        </marker>
      </defs>
      <rect x={0} y={0} width={440} height={270} rx={16} fill="#fff" />

      <rect x={24} y={84} width={110} height={120} rx={8} fill="#fff" stroke="#0f7b4d" strokeWidth={1.5} />
      <rect x={24} y={84} width={110} height={24} rx={8} fill="#0f7b4d" />
      {[132, 156, 180].map((y) => (
        <path key={y} d={`M24 ${y} H134`} stroke="#cfe3d8" />
      ))}
      {[60, 97].map((x) => (
        <path key={x} d={`M${x} 108 V204`} stroke="#cfe3d8" />
      ))}
      <text x={79} y={232} textAnchor="middle" fontSize={14} fontWeight={600} fill="#0f172a">{labels.sheet}</text>

      <path d="M142 144 H172" stroke="#1f5fbf" strokeWidth={2} markerEnd="url(#migration-arrow)" />
      <circle cx={220} cy={144} r={40} fill="#1f5fbf" />
      <path d="M202 145 L215 158 L240 131" fill="none" stroke="#fff" strokeWidth={6} strokeLinecap="round" strokeLinejoin="round" />
      <text x={220} y={210} textAnchor="middle" fontSize={14} fontWeight={600} fill="#0f172a">{labels.check}</text>

      <path d="M220 102 V64" stroke="#b42318" strokeWidth={2} strokeDasharray="5 4" markerEnd="url(#migration-error)" />
      <rect x={200} y={16} width={40} height={40} rx={5} fill="#fff" stroke="#b42318" strokeWidth={1.5} />
      <path d="M210 28 H230 M210 36 H230 M210 44 H222" stroke="#b42318" strokeWidth={2} />
      <text x={250} y={42} fontSize={13} fontWeight={600} fill="#b42318">{labels.errors}</text>

      <path d="M268 144 H298" stroke="#1f5fbf" strokeWidth={2} markerEnd="url(#migration-arrow)" />
      <path d="M312 100 V186 A50 14 0 0 0 412 186 V100" fill="#e8f0fb" stroke="#1f5fbf" strokeWidth={1.5} />
      <ellipse cx={362} cy={100} rx={50} ry={14} fill="#f5f9ff" stroke="#1f5fbf" strokeWidth={1.5} />
      <path d="M312 130 A50 14 0 0 0 412 130 M312 158 A50 14 0 0 0 412 158" fill="none" stroke="#8fb0de" />
      <text x={362} y={232} textAnchor="middle" fontSize={14} fontWeight={600} fill="#0f172a">{labels.stored}</text>
    </svg>
  );
}
