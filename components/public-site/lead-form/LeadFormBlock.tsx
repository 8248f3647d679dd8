import { areaTree } from '@/lib/area/divisions';
import { leadFormMessages } from './form-messages';
import { LeadForm, type LeadFormProps } from './LeadForm';

/** The lead form with what the server supplies: its texts in the page's language and the provinces. */
export async function LeadFormBlock(props: Omit<LeadFormProps, 'messages' | 'provinces'>) {
  const messages = await leadFormMessages();
  const provinces = areaTree().map((p) => ({ value: p.code, label: p.name }));
  return <LeadForm {...props} messages={messages} provinces={provinces} />;
}
