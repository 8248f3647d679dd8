// Each file holds whole top-level namespaces; add a file here for a new area of the product.
import common from './common.json';
import entities from './entities.json';
import entityUi from './entity-ui.json';
import menu from './menu.json';
import person from './person.json';
import shellNav from './shell-nav.json';
import ui from './ui.json';
import upload from './upload.json';
import widgets from './widgets.json';

const messages = { ...common, ...entities, ...menu, ...upload, ...ui, ...person, ...shellNav, ...entityUi, ...widgets };
export default messages;
