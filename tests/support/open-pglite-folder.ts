// Child process for the folder-lock test: tries to open a PGlite folder another process holds.
import { openDatabase } from '@/lib/backend/db/client';

const folder = process.argv[2];
if (!folder) throw new Error('folder argument missing');
openDatabase({ pgliteFolder: folder, migrate: false })
  .then(async (db) => {
    console.log('OPENED');
    await db.close();
  })
  .catch((error: Error) => {
    console.log(`REFUSED ${error.name}: ${error.message}`);
    process.exitCode = 3;
  });
