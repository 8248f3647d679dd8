// Each file holds whole top-level namespaces; add a file here for a new area of the product.
import common from './common.json';
import menu from './menu.json';
import ui from './ui.json';
import upload from './upload.json';

const messages = { ...common, ...menu, ...upload, ...ui };
export default messages;
