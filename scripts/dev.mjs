// `npm run dev`: the API server with reload on :8080 and Vite with hot reload on :5173, proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@adops/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@adops/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
