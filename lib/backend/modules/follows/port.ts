/** What the follow-up area offers the other areas: a subject's follow log under the subject's own calls (the customer's). */
export { subjectFollowRoutes } from './subject-routes';
