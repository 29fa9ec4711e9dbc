import { mountApp } from '@portal/web-kit/ui/mount-app';
import { ConsoleApp } from './app';

mountApp(<ConsoleApp />);
