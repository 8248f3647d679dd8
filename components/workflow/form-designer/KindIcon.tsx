import {
  AlignLeftOutlined,
  ApartmentOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  FieldNumberOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  LinkOutlined,
  MoneyCollectOutlined,
  PaperClipOutlined,
  ScheduleOutlined,
  TableOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ControlKind } from '@/lib/contract/approval-form/design';

const ICONS: Record<ControlKind, typeof FontSizeOutlined> = {
  text: FontSizeOutlined,
  textarea: AlignLeftOutlined,
  number: FieldNumberOutlined,
  amount: MoneyCollectOutlined,
  date: CalendarOutlined,
  dateRange: ScheduleOutlined,
  choice: CheckSquareOutlined,
  person: UserOutlined,
  department: ApartmentOutlined,
  record: LinkOutlined,
  attachment: PaperClipOutlined,
  detail: TableOutlined,
  formula: CalculatorOutlined,
  description: FileTextOutlined,
};

export function KindIcon({ kind }: { kind: ControlKind }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden />;
}
