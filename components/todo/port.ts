/** What the to-do reminders offer the other areas: the home page's card and the list the bell's 待办 tab shows. */
export { TodoCard } from './TodoCard';
export { TodoList } from './TodoList';
