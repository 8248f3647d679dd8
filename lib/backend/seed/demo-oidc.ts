import type { Db } from '../db/client';
import { sysSetting } from '../db/schema';
import { OIDC_SETTING_KEY } from '../modules/oidc/settings';

/**
 * Company sign-in filled in for a Keycloak realm and left off: the tab shows what a working
 * configuration looks like, and 测试连接 tells that this example provider cannot be reached.
 * No client secret: it would have to be sealed with this deployment's key.
 */
const DEMO_OIDC = {
  enabled: false,
  display_name: '使用企业账号登录',
  issuer: 'https://sso.example.com/realms/fincrm',
  client_id: 'fincrm',
  client_secret: '',
  scopes: 'openid profile email',
  username_claim: 'preferred_username',
  name_claim: 'name',
  email_claim: 'email',
  phone_claim: 'phone_number',
  role_claim: 'groups',
  role_rules: [
    { value: 'crm-admins', role_code: 'admin' },
    { value: 'crm-leaders', role_code: 'leader' },
    { value: 'crm-sales-admins', role_code: 'sales_admin' },
  ],
  default_role: 'staff',
  auto_create: true,
  allowed_domains: 'example.com',
};

export async function seedDemoOidc(db: Db): Promise<void> {
  await db.insert(sysSetting).values({ setting_key: OIDC_SETTING_KEY, value: DEMO_OIDC, update_by: 'usr-admin' }).onConflictDoNothing();
}
