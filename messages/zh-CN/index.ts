// Each file holds whole top-level namespaces; add a file here for a new area of the product.
import advancedQuery from './advanced-query.json';
import common from './common.json';
import entities from './entities.json';
import entityUi from './entity-ui.json';
import excel from './excel.json';
import menu from './menu.json';
import messageCenter from './message-center.json';
import person from './person.json';
import pickers from './pickers.json';
import publicNews from './public-news.json';
import shellNav from './shell-nav.json';
import site from './site.json';
import ui from './ui.json';
import upload from './upload.json';
import widgets from './widgets.json';

const messages = { ...common, ...advancedQuery, ...entities, ...menu, ...upload, ...ui, ...person, ...shellNav, ...entityUi, ...excel, ...pickers, ...widgets, ...messageCenter, ...publicNews, ...site };
export default messages;
