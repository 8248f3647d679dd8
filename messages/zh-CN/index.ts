// Each file holds whole top-level namespaces; add a file here for a new area of the product.
import advancedQuery from './advanced-query.json';
import clues from './clues.json';
import common from './common.json';
import crmReports from './crm-reports.json';
import designer from './designer.json';
import entities from './entities.json';
import entityUi from './entity-ui.json';
import excel from './excel.json';
import menu from './menu.json';
import messageCenter from './message-center.json';
import person from './person.json';
import pickers from './pickers.json';
import project from './project.json';
import projectDocuments from './project-documents.json';
import publicNews from './public-news.json';
import shellNav from './shell-nav.json';
import site from './site.json';
import siteLeads from './site-leads.json';
import siteAccounts from './site-accounts.json';
import sitePages from './site-pages.json';
import ui from './ui.json';
import upload from './upload.json';
import widgets from './widgets.json';
import workbench from './workbench.json';
import workflow from './workflow.json';

const messages = { ...common, ...clues, ...advancedQuery, ...entities, ...menu, ...upload, ...ui, ...person, ...shellNav, ...entityUi, ...excel, ...pickers, ...widgets, ...messageCenter, ...publicNews, ...site, ...sitePages, ...siteAccounts, ...siteLeads, ...workflow, ...workbench, ...designer, ...project, ...crmReports, ...projectDocuments };
export default messages;
