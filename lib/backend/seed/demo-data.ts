/** The demo company. Keys are fixed so seeding twice changes nothing. */
export const DEMO_PASSWORD = 'Fincrm@2026';

export const demoDepartments = [
  { depart_key: 'dep-hq', parent_key: null, depart_name: '华信金服总部', depart_name_en: 'Huaxin Financial Services HQ', org_code: 'A01', director_key: 'usr-leader', region: '440000,440100,440106', sort_no: 0 },
  { depart_key: 'dep-office', parent_key: 'dep-hq', depart_name: '总经办', depart_name_en: "General manager's office", org_code: 'A01A01', director_key: 'usr-leader', region: '440000,440100,440106', sort_no: 1 },
  { depart_key: 'dep-sales', parent_key: 'dep-hq', depart_name: '销售部', depart_name_en: 'Sales', org_code: 'A01A02', region: '440000,440100,440106', sort_no: 2 },
  { depart_key: 'dep-sales-east', parent_key: 'dep-sales', depart_name: '华东销售组', depart_name_en: 'East China sales', org_code: 'A01A02A01', director_key: 'usr-sales', region: '310000,310100,310115', sort_no: 1 },
  { depart_key: 'dep-sales-south', parent_key: 'dep-sales', depart_name: '华南销售组', depart_name_en: 'South China sales', org_code: 'A01A02A02', region: '440000,440300,440305', sort_no: 2 },
  { depart_key: 'dep-finance', parent_key: 'dep-hq', depart_name: '财务部', depart_name_en: 'Finance', org_code: 'A01A03', director_key: 'usr-finance', region: '440000,440100,440106', sort_no: 3 },
  { depart_key: 'dep-project', parent_key: 'dep-hq', depart_name: '项目部', depart_name_en: 'Projects', org_code: 'A01A04', region: '440000,440100,440106', sort_no: 4 },
  { depart_key: 'dep-it', parent_key: 'dep-hq', depart_name: '信息技术部', depart_name_en: 'IT', org_code: 'A01A05', region: '440000,440100,440112', sort_no: 5 },
];

export const demoRoles = [
  { role_key: 'role-admin', role_code: 'admin', role_name: '系统管理员', role_name_en: 'System administrator', description: '管理用户、权限、流程与系统设置' },
  { role_key: 'role-leader', role_code: 'leader', role_name: '部门负责人', role_name_en: 'Department head', description: '审批与查看部门数据' },
  { role_key: 'role-staff', role_code: 'staff', role_name: '普通员工', role_name_en: 'Staff', description: '日常业务操作' },
  { role_key: 'role-sales-admin', role_code: 'sales_admin', role_name: '销售管理员', role_name_en: 'Sales administrator', description: '管理线索池，接收官网线索通知' },
  { role_key: 'role-partner', role_code: 'partner', role_name: '合作伙伴', role_name_en: 'Partner', description: '官网注册的合作伙伴账号：首页、消息与个人中心' },
];

export const demoUsers = [
  { user_key: 'usr-admin', username: 'admin', realname: '系统管理员', sex: '1', phone: '13800000001', email: 'admin@example.com', departs: ['dep-it'], roles: ['role-admin'] },
  { user_key: 'usr-leader', username: 'zhangwei', realname: '张伟', sex: '1', phone: '13800000002', email: 'zhangwei@example.com', departs: ['dep-office'], roles: ['role-leader'] },
  { user_key: 'usr-sales', username: 'lina', realname: '李娜', sex: '2', phone: '13800000003', email: 'lina@example.com', departs: ['dep-sales-east'], roles: ['role-staff', 'role-sales-admin'] },
  { user_key: 'usr-finance', username: 'wangfang', realname: '王芳', sex: '2', phone: '13800000004', email: 'wangfang@example.com', departs: ['dep-finance'], roles: ['role-staff'] },
];

export const demoApp = { app_name: '金融版CRM', station_name: '华信金服', station_logo: null };
