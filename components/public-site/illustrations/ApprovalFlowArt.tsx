/** Texts drawn into the approval picture, in the page's language. */
export const APPROVAL_FLOW_LABELS = ['start', 'department', 'countersign', 'risk', 'compliance', 'orSign', 'deputy', 'manager', 'done'] as const;
export type ApprovalFlowLabels = Record<(typeof APPROVAL_FLOW_LABELS)[number], string>;

function Node({ x, y, text, width = 145 }: { x: number; y: number; text: string; width?: number }) {
  return (
    <g>
      <rect x={x} y={y} width={width} height={46} rx={8} fill="#fff" stroke="#1f5fbf" strokeWidth={1.5} />
      <text x={x + width / 2} y={y + 28} textAnchor="middle" fontSize={15} fill="#0e2a5a">{text}</text>
    </g>
  );
}

function Arrow({ y }: { y: number }) {
  return <path d={`M210 ${y} V${y + 24}`} stroke="#1f5fbf" strokeWidth={2} markerEnd="url(#approval-arrow)" />;
}

/** An approval route: a single approver, a countersign step (all agree), an or-sign step (any one agrees). */
export function ApprovalFlowArt({ label, labels }: { label: string; labels: ApprovalFlowLabels }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 420 500" xmlns="http://www.w3.org/2000/svg">
      <defs>
        <marker id="approval-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="#1f5fbf" />
        </marker>
      </defs>
      <rect x={0} y={0} width={420} height={500} rx={16} fill="#fff" />
      <rect x={115} y={16} width={190} height={44} rx={22} fill="#1f5fbf" />
      <text x={210} y={43} textAnchor="middle" fontSize={16} fontWeight={600} fill="#fff">{labels.start}</text>
      <Arrow y={62} />
      <Node x={105} y={90} width={210} text={labels.department} />
      <Arrow y={138} />

      <rect x={24} y={166} width={372} height={112} rx={12} fill="#eef4fc" stroke="#8fb0de" strokeDasharray="6 4" />
      <text x={40} y={190} fontSize={14} fontWeight={700} fill="#17468f">{labels.countersign}</text>
      <Node x={44} y={210} width={155} text={labels.risk} />
      <Node x={221} y={210} width={155} text={labels.compliance} />
      <Arrow y={280} />

      <rect x={24} y={308} width={372} height={112} rx={12} fill="#fff7e8" stroke="#d9a54a" strokeDasharray="6 4" />
      <text x={40} y={332} fontSize={14} fontWeight={700} fill="#7a4f00">{labels.orSign}</text>
      <Node x={44} y={352} width={155} text={labels.deputy} />
      <Node x={221} y={352} width={155} text={labels.manager} />
      <Arrow y={422} />

      <rect x={105} y={450} width={210} height={40} rx={20} fill="#0f7b4d" />
      <text x={210} y={475} textAnchor="middle" fontSize={16} fontWeight={600} fill="#fff">{labels.done}</text>
    </svg>
  );
}
