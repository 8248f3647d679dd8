/** What the project work area offers the other areas: a project's objective and task figures (the project overview's). */
export { objectiveFigures, taskFigures } from './figures';
