import dynamic from 'next/dynamic';
import type { RowActionProps, ToolbarActionProps } from '@/components/entity/actions/types';
import { refreshAllDictItems } from '@/components/entity/fields/dict-items';
import { entityPlugIn } from '@/components/entity/plug-ins';
import type { dictionaryEntity } from '@/lib/entities/dictionary';
import type { dictionaryItemEntity } from '@/lib/entities/dictionary-item';
import type { qrcodeEntity } from '@/lib/entities/qrcode';
import type { roleEntity } from '@/lib/entities/role';
import type { userEntity } from '@/lib/entities/user';

// Each kind's own actions load with that kind's lists only, not with every list.
const UserRowActions = dynamic<RowActionProps>(() => import('./user-row-actions').then((m) => m.UserRowActions));
const UserStatusToolbar = dynamic<ToolbarActionProps>(() => import('./user-status').then((m) => m.UserStatusToolbar));
const RoleGrantRowAction = dynamic<RowActionProps>(() => import('./role-grant').then((m) => m.RoleGrantRowAction));
const QrcodeRowAction = dynamic<RowActionProps>(() => import('./qrcode-files').then((m) => m.QrcodeRowAction));

/** Dictionary texts are cached in the browser by code: a change refreshes them everywhere. */
const refreshDictionaries = { afterChange: () => void refreshAllDictItems() };

/** What system administration adds to the generic pages: account status, role grants, dictionaries, QR code files. */
export const systemAdminPlugIns = [
  // 启用 / 冻结 / 激活 on a row, and on the selected rows; 重置两步验证 on a row.
  entityPlugIn<typeof userEntity>('user', { actions: { row: UserRowActions, rowWidth: 150, toolbar: UserStatusToolbar, selectsRows: true } }),
  // 授权: the role's menu and button rights in a drawer.
  entityPlugIn<typeof roleEntity>('role', { actions: { row: RoleGrantRowAction, rowWidth: 56 } }),
  entityPlugIn<typeof dictionaryEntity>('dictionary', { actions: refreshDictionaries }),
  entityPlugIn<typeof dictionaryItemEntity>('dictionaryItem', { actions: refreshDictionaries }),
  // A QR code is drawn on the server, downloaded as PNG or SVG, and its files deleted.
  entityPlugIn<typeof qrcodeEntity>('qrcode', { actions: { row: QrcodeRowAction, rowWidth: 260 } }),
];
