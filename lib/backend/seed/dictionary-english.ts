/**
 * English texts of the seeded dictionaries, by dictionary code and item value: what a reader of the
 * English interface sees in lists, forms, boards and exports. Administrators may change them like
 * any item text; a seed only fills texts that are still empty.
 */
export const DICTIONARY_ENGLISH: Record<string, Record<string, string>> = {
  enable_status: { '1': 'Enabled', '0': 'Disabled' },
  yes_no: { '1': 'Yes', '0': 'No' },
  menu_type: { '0': 'Directory', '1': 'Menu', '2': 'Button' },
  sex: { '1': 'Male', '2': 'Female' },
  user_status: { '1': 'Active', '2': 'Frozen', '3': 'Awaiting activation' },
  user_type: { staff: 'Staff', partner: 'Partner' },
  priority: { HIGHT: 'High', NORMAL: 'Normal', LOW: 'Low' },
  notice_type: { ANNOUNCEMENT: 'Announcement', SYSTEM: 'System message' },
  publish_status: { DRAFT: 'Unpublished', PUBLISHED: 'Published', RETRACT: 'Retracted' },
  read_status: { UNREAD: 'To handle', READED: 'Handled' },
  message_category_type: { BUSINESS: 'Business message', ADMINISTRATION: 'Administrative message' },
  customer_level: { A: 'Key customer', B: 'Regular customer', C: 'Prospective customer' },
  customer_status: { potential: 'Prospect', following: 'Following up', signed: 'Signed', lost: 'Lost' },
  customer_source: {
    site: 'Website enquiry', referral: 'Customer referral', exhibition: 'Exhibition', call: 'Cold call',
    partner: 'Partner', clue: 'Converted lead', other: 'Other',
  },
  customer_tag: { key_account: 'Key account', listed: 'Listed company', state_owned: 'State-owned', high_net_worth: 'High net worth', cross_border: 'Cross-border' },
  visit_type: { onsite: 'On-site visit', phone: 'Phone call', video: 'Video meeting', event: 'Event' },
  follow_type: { phone: 'Phone', visit: 'Visit', wechat: 'WeChat', email: 'Email', meeting: 'Meeting' },
  business_stage: {
    initial: 'First contact', requirement: 'Needs confirmed', proposal: 'Proposal', negotiation: 'Negotiation',
    won: 'Won', lost: 'Lost',
  },
  business_status: { open: 'Open', closed: 'Closed', cancelled: 'Cancelled' },
  ticket_type: { consult: 'Enquiry', fault: 'Fault', complaint: 'Complaint', request: 'Request' },
  ticket_status: { open: 'Open', processing: 'In progress', done: 'Done', cancelled: 'Cancelled' },
  order_status: { draft: 'Draft', confirmed: 'Confirmed', completed: 'Completed', cancelled: 'Cancelled' },
  reservation_status: { booked: 'Booked', arrived: 'Arrived', cancelled: 'Cancelled' },
  clue_source: { board: 'Message board', proxy: 'Agency application', partnerPay: 'Purchase enquiry', manual: 'Entered by hand' },
  clue_status: { new: 'To follow up', following: 'Following up', converted: 'Converted', invalid: 'Invalid' },
  follow_subject: { clue: 'Lead', customer: 'Customer', business: 'Opportunity' },
  channel_type: { site: 'Website', online_ads: 'Online ads', event: 'Offline event', referral: 'Customer referral', partner: 'Partner' },
  activity_type: { exhibition: 'Exhibition', seminar: 'Seminar', webinar: 'Webinar', campaign: 'Ad campaign', salon: 'Customer salon' },
  activity_status: { planned: 'Planned', ongoing: 'Ongoing', ended: 'Ended' },
  address_type: { registered: 'Registered address', office: 'Office address', mailing: 'Mailing address', invoice: 'Invoice address' },
  business_line: {
    wealth: 'Wealth management', custody: 'Custody', cross_border: 'Cross-border finance', supply_chain: 'Supply chain finance',
    investment_banking: 'Investment banking', fintech: 'Fintech services',
  },
  product_category: {
    deposit: 'Deposits', wealth_product: 'Wealth products', fund: 'Funds', insurance: 'Insurance', trust: 'Trusts',
    loan: 'Loans', settlement: 'Payments and settlement',
  },
  customer_category: {
    institution: 'Institutional', interbank: 'Interbank', enterprise: 'Corporate', small_micro: 'Small and micro business',
    high_net_worth: 'High net worth', government: 'Government and public institutions',
  },
  customer_channel: { site: 'Website', agent: 'Agent', direct: 'Direct sales', partner: 'Partner', other: 'Other' },
  product_type: {
    wealth: 'Wealth product', fund: 'Fund', insurance: 'Insurance', trust: 'Trust plan', loan: 'Loan',
    settlement: 'Payments and settlement', custody: 'Custody service',
  },
  customer_product_status: { active: 'Active', paused: 'Paused', ended: 'Ended' },
  price_type: { standard: 'Standard price', agreed: 'Agreed price', promotion: 'Promotional price' },
  currency: { CNY: 'Renminbi', USD: 'US dollar', HKD: 'Hong Kong dollar', EUR: 'Euro' },
  coefficient_type: { fee_rate: 'Fee rate', discount: 'Discount', risk: 'Risk' },
  contract_status: { draft: 'Draft', effective: 'In force', expired: 'Expired', terminated: 'Terminated' },
  project_status: { DRAFT: 'Draft', PROGRESS: 'Under approval', REJECTED: 'Rejected', ONGOING: 'Ongoing', FINISHED: 'Finished', CLOSED: 'Closed' },
  task_status: { todo: 'To do', doing: 'In progress', done: 'Done' },
  task_priority: { high: 'High', medium: 'Medium', low: 'Low' },
  project_resource_type: { PERSON: 'People', EQUIPMENT: 'Equipment', VENUE: 'Venue', FUND: 'Funds', OTHER: 'Other' },
  bank_account_type: { basic: 'Basic account', general: 'General account', special: 'Special-purpose account', temporary: 'Temporary account' },
  industry: {
    finance: 'Finance', bank: 'Banking', securities: 'Securities', insurance: 'Insurance', trust: 'Trusts',
    tech: 'Technology', software: 'Software', internet: 'Internet', manufacturing: 'Manufacturing',
  },
};
