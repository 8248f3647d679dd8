// Child process for the stopping test: a notice dispatched inside a transaction on PostgreSQL, as
// a decision dispatches it, printing the process's warnings (node-postgres warns once per process).
import { openDatabase } from '@/lib/backend/db/client';
import { dispatchNotice } from '@/lib/backend/modules/notification-rules/dispatch';

const url = process.argv[2];
if (!url) throw new Error('database address missing');
process.on('warning', (warning) => console.log(`WARNING ${warning.message}`));
openDatabase({ databaseUrl: url, migrate: false })
  .then(async (database) => {
    const notice = { event: 'taskAssigned' as const, title: { key: 'api.ok', values: {} }, text: { key: 'api.ok', values: {} }, recipients: ['usr-sales'], link: null };
    await database.db.transaction((tx) => dispatchNotice(tx, notice));
    await database.close();
    console.log('DISPATCHED');
  })
  .catch((error: Error) => {
    console.log(`FAILED ${error.message}`);
    process.exitCode = 3;
  });
