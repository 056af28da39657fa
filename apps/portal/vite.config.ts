import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // In development and preview the portal and the API share an origin through this proxy,
  // as they do behind the production reverse proxy.
  const api = env.PORTAL_API_PROXY ?? 'http://127.0.0.1:3000';
  const proxy = { '/api': { target: api, changeOrigin: false } };
  return {
    plugins: [react(), tailwindcss()],
    server: { port: 5173, strictPort: false, proxy },
    preview: { port: 4173, proxy },
    build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
  };
});
