// nginx in front of several instances of the store, for the tests and the bench that need a real
// load balancer. It runs deploy/nginx.conf itself, with only the listen line and the upstream's
// server lines rewritten, inside a small main configuration of the run's own (temporary folder,
// its own pid file, temp paths and logs). Debian's nginx is installed as the browser is
// (scripts/find-browser.mjs): with apt-get when the process is root, else it says how.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getFreePort, root } from './lib.mjs';

export const nginxTemplate = path.join(root, 'deploy/nginx.conf');
const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const READY_TIMEOUT_MS = 10_000;
const STOP_GRACE_MS = 10_000;

function installNginx() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) return false;
  console.log("Installing Debian's nginx for the load-balancer tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = { stdio: ['ignore', 'ignore', 'inherit'], env };
  const update = spawnSync('apt-get', ['update', '-qq'], options);
  return update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], options).status === 0;
}

/**
 * The nginx binary (NGINX_PATH, else Debian's), installing Debian's package when it is missing
 * and this process may; undefined when there is none (the caller says why it skips).
 */
export function findNginx() {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : undefined;
  const found = () => NGINX_PATHS.find(existsSync);
  if (found()) return found();
  installNginx();
  return found();
}

export const NO_NGINX = 'nginx is not installed and could not be (as root with apt-get it is installed by itself; else apt-get install nginx, or set NGINX_PATH)';

/**
 * deploy/nginx.conf's site with `listen` on 127.0.0.1:`port` and one upstream server line per
 * instance port, each keeping the template's parameters (max_fails, fail_timeout). Throws when
 * the template no longer has the lines it rewrites, so the test and the file cannot drift apart.
 */
export function renderSite(template, { port, instancePorts }) {
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+(\s[^;]*)?;\n/m;
  const first = serverLine.exec(template);
  if (!first) throw new Error('deploy/nginx.conf: no "server 127.0.0.1:PORT ...;" line in its upstream');
  const [, indent, parameters = ''] = first;
  const servers = instancePorts.map((instancePort) => `${indent}server 127.0.0.1:${instancePort}${parameters};\n`).join('');
  const withoutServers = template.replace(new RegExp(serverLine.source, 'gm'), '');
  const withServers = `${withoutServers.slice(0, first.index)}${servers}${withoutServers.slice(first.index)}`;
  if (!/^\s*listen 80;$/m.test(withServers)) throw new Error('deploy/nginx.conf: no "listen 80;" line');
  return withServers.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
}

/** The run's main configuration: everything nginx writes stays in `dir`; the access log names the instance of each request. */
function mainConfig(dir) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const temp = (name) => path.join(dir, 'temp', name);
  return `daemon off;
${isRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 2048; }
http {
    client_body_temp_path ${temp('client-body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    log_format upstreams '$request_method $request_uri $status $upstream_status $upstream_addr';
    access_log ${path.join(dir, 'access.log')} upstreams;
    include ${path.join(dir, 'site.conf')};
}
`;
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx with deploy/nginx.conf balancing the instances on `instancePorts`, on a free port
 * of 127.0.0.1; resolves once it accepts connections. `accessLog()` answers its lines
 * ("GET /api/...?... 200 200 127.0.0.1:PORT", the instances tried last: "502, 200 127.0.0.1:A, 127.0.0.1:B"); `stop()` ends it and removes its folder.
 */
export async function startNginx({ instancePorts, nginx = findNginx(), template = readFileSync(nginxTemplate, 'utf8') }) {
  if (!nginx) throw new Error(NO_NGINX);
  const port = await getFreePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'aabhushan-nginx-'));
  mkdirSync(path.join(dir, 'temp'));
  writeFileSync(path.join(dir, 'site.conf'), renderSite(template, { port, instancePorts }));
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  const checked = spawnSync(nginx, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the configuration: ${checked.stderr.trim()}`);
  const child = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8').trim() : '';
      await stop();
      throw new Error(`nginx did not start on port ${port}: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const accessLog = () => {
    const file = path.join(dir, 'access.log');
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  };
  return { origin: `http://127.0.0.1:${port}`, port, pid: child.pid, accessLog, stop };
}
