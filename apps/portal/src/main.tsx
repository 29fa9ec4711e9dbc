import { mountApp } from '@portal/web-kit/ui/mount-app';
import { App } from './app';

mountApp(<App />);
