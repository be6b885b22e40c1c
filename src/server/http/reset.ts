// `npm run mock:reset`: restores the seeded shop in the data folder.
import { resolve } from 'node:path';
import { resetStateFile, stateFilePath } from './state-file';

const dataDir = resolve(process.env.MOCK_DATA_DIR ?? 'data');
resetStateFile(dataDir);
console.log(`Restored the seeded shop in ${stateFilePath(dataDir)}`);
