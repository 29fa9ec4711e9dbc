import { fileURLToPath } from 'node:url';
import { webTestProject } from './build/test-project.mjs';

export default webTestProject('web-kit', fileURLToPath(new URL('./src', import.meta.url)));
