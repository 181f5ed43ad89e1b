import { startApp } from './boot/start-app';

void startApp();
