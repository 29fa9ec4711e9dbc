import { fileURLToPath } from 'node:url';
import { webTestProject } from '@portal/web-kit/build/test-project';

export default webTestProject('console', fileURLToPath(new URL('./src', import.meta.url)));
