/** The service hotline as a dialable link (the number as shown lives in the messages). */
export const SUPPORT_HOTLINE_HREF = 'tel:4008202026';
