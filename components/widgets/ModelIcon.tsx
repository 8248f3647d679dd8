import {
  AccountBookOutlined, AuditOutlined, BankOutlined, CalendarOutlined, CarOutlined, FileProtectOutlined, FileTextOutlined, FormOutlined,
  HomeOutlined, MoneyCollectOutlined, PayCircleOutlined, ProjectOutlined, RocketOutlined, SafetyCertificateOutlined, ScheduleOutlined,
  ShoppingCartOutlined, SolutionOutlined, TeamOutlined, ToolOutlined, UserAddOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { isModelIcon, type ModelIcon as IconName } from '@/lib/contract/workflow-model-icons';

/** The components of the model icons the settings offer (lib/contract/workflow-model-icons.ts). */
export const MODEL_ICON_COMPONENTS: Record<IconName, ComponentType<{ className?: string }>> = {
  FormOutlined, FileTextOutlined, AuditOutlined, SolutionOutlined, ProjectOutlined, RocketOutlined, FileProtectOutlined, SafetyCertificateOutlined,
  AccountBookOutlined, MoneyCollectOutlined, PayCircleOutlined, ShoppingCartOutlined, CarOutlined, CalendarOutlined, ScheduleOutlined, TeamOutlined,
  UserAddOutlined, ToolOutlined, HomeOutlined, BankOutlined,
};

/** A model's icon by its stored name; the default form icon when it has none or an unknown one. */
export function ModelIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = isModelIcon(name) ? MODEL_ICON_COMPONENTS[name] : FormOutlined;
  return <Icon className={className} />;
}
