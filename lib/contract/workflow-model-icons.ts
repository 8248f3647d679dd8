/**
 * The icons a process model may show on its card in 发起申请: names of @ant-design/icons
 * components. A fixed list, so the server validates them and the client maps each to its component.
 */
export const MODEL_ICONS = [
  'FormOutlined', 'FileTextOutlined', 'AuditOutlined', 'SolutionOutlined', 'ProjectOutlined', 'RocketOutlined',
  'FileProtectOutlined', 'SafetyCertificateOutlined', 'AccountBookOutlined', 'MoneyCollectOutlined', 'PayCircleOutlined',
  'ShoppingCartOutlined', 'CarOutlined', 'CalendarOutlined', 'ScheduleOutlined', 'TeamOutlined', 'UserAddOutlined',
  'ToolOutlined', 'HomeOutlined', 'BankOutlined',
] as const;
export type ModelIcon = (typeof MODEL_ICONS)[number];

export function isModelIcon(name: unknown): name is ModelIcon {
  return typeof name === 'string' && (MODEL_ICONS as readonly string[]).includes(name);
}

/**
 * The categories 发起申请 knows by name (workflow.category), in the order it shows them; a model may
 * have another, shown after these as written.
 */
export const PROCESS_CATEGORIES = ['project', 'contract', 'finance', 'personnel'] as const;
