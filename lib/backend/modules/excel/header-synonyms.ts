/**
 * Words people put at the head of a column for the same thing, in files made by hand or by other
 * systems. A header and a field's label in the same group suggest each other in the mapping step;
 * the user still confirms. Each group names one thing, so a header never suggests two fields.
 */
export const HEADER_SYNONYMS: readonly (readonly string[])[] = [
  ['手机', '手机号', '手机号码', '移动电话', 'mobile', 'cell phone'],
  ['电话', '联系电话', '电话号码', '座机', '固定电话', 'phone', 'tel', 'telephone'],
  ['邮箱', '电子邮箱', '电子邮件', '邮件', 'email', 'e-mail', 'mail'],
  ['地址', '详细地址', '通讯地址', '联系地址', '办公地址', 'address'],
  ['备注', '说明', '附注', '备注说明', 'remark', 'remarks', 'note', 'notes'],
  ['行业', '所属行业', '行业类别', 'industry'],
  ['来源', '客户来源', '线索来源', 'source'],
  ['统一社会信用代码', '社会信用代码', '信用代码', '纳税人识别号', '税号', 'credit code'],
  ['开户行', '开户银行', '银行名称', 'bank'],
  ['银行账号', '银行卡号', '账号', 'account number'],
  ['联系人', '联系人姓名', 'contact', 'contact person'],
  ['官网', '网址', '公司网址', '网站', 'website', 'url'],
  ['生日', '出生日期', 'birthday', 'date of birth'],
  ['性别', 'sex', 'gender'],
];
