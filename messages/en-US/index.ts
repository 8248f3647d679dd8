// Each file holds whole top-level namespaces; add a file here for a new area of the product.
import common from './common.json';
import menu from './menu.json';
import person from './person.json';
import ui from './ui.json';
import upload from './upload.json';

const messages = { ...common, ...menu, ...upload, ...ui, ...person };
export default messages;
