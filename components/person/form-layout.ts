import type { FormProps } from 'antd';

/**
 * Both personal-centre forms line up the same way. Labels get room for the longest English one
 * ("Confirm new password") and wrap rather than clip when the card is narrow.
 */
export const formLayout: Pick<FormProps, 'layout' | 'labelCol' | 'wrapperCol' | 'labelWrap'> = {
  layout: 'horizontal',
  labelWrap: true,
  labelCol: { xs: { span: 24 }, sm: { span: 7 }, xxl: { span: 5 } },
  wrapperCol: { xs: { span: 24 }, sm: { span: 17 }, md: { span: 15 }, xxl: { span: 12 } },
};

/** The row under the fields (buttons, notes), aligned with the inputs. */
export const tailLayout: FormProps['wrapperCol'] = {
  xs: { span: 24 },
  sm: { offset: 7, span: 17 },
  md: { offset: 7, span: 15 },
  xxl: { offset: 5, span: 12 },
};
