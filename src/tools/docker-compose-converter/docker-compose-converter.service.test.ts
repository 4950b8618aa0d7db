import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../engine/failure';
import { byteCount, durationSeconds, readPort, readVolume, splitWords, startOrder } from './docker-compose-converter.compose';
import { shellWord } from './docker-compose-converter.docker-run';
import { cpuQuantity, dnsLabel, memoryQuantity } from './docker-compose-converter.kubernetes';
import { convertToDockerRun, convertToKubernetes, DEFAULT_COMPOSE, type KubernetesOptions } from './docker-compose-converter.service';

const K8S: KubernetesOptions = { serviceType: 'ClusterIP', namedVolumes: 'pvc', storage: '1Gi' };
const run = (yaml: string) => convertToDockerRun(yaml, { multiline: false });
/** The docker run line of a one-service file. */
const runLine = (service: string) => run(`services:\n  s:\n${service.replace(/^/gm, '    ')}\n`).output.split('\n').find((line) => line.startsWith('docker run'));
const warningKeys = (warnings: readonly { key: string }[]) => warnings.map((warning) => warning.key);
/** The manifests as objects (parsed back: the output is valid multi-document YAML). */
async function manifests(yaml: string, options: Partial<KubernetesOptions> = {}) {
  const { output, warnings } = await convertToKubernetes(yaml, { ...K8S, ...options });
  const documents = parseAllDocuments(output).map((document) => {
    expect(document.errors).toEqual([]);
    return document.toJS() as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test access to nested manifests
  });
  return { documents, warnings, output };
}
async function failureOf(convert: () => unknown) {
  try {
    await convert();
  } catch (error) {
    return failureMessage(error, 'unexpected');
  }
  return undefined;
}

describe('Compose helpers', () => {
  it.each([
    ['npm run start', ['npm', 'run', 'start']],
    [`sh -c 'echo "a b" && ls'`, ['sh', '-c', 'echo "a b" && ls']],
    [`nginx -g "daemon off;"`, ['nginx', '-g', 'daemon off;']],
    ['a\\ b  c', ['a b', 'c']],
  ])('splitWords(%j)', (text, words) => {
    expect(splitWords(text)).toEqual(words);
  });

  it('reads durations, byte values, ports and volumes as Compose does', () => {
    expect([durationSeconds('1m30s'), durationSeconds('500ms'), durationSeconds('2h'), durationSeconds(10), durationSeconds('soon')]).toEqual([90, 0.5, 7200, 10, undefined]);
    expect([byteCount('512m'), byteCount('1gb'), byteCount('2G'), byteCount(1024), byteCount('lots')]).toEqual([512 * 1024 ** 2, 1024 ** 3, 2 * 1024 ** 3, 1024, undefined]);
    expect(readPort('127.0.0.1:8080:80/udp')).toEqual({ hostIp: '127.0.0.1', published: '8080', target: '80', protocol: 'udp' });
    expect(readPort('[::1]:53:53')).toEqual({ hostIp: '::1', published: '53', target: '53', protocol: 'tcp' });
    expect(readPort({ target: 80, published: '8080', protocol: 'tcp' })).toEqual({ target: '80', published: '8080', protocol: 'tcp' });
    expect(readVolume('./data:/data:ro')).toMatchObject({ type: 'bind', source: './data', target: '/data', readOnly: true });
    expect(readVolume('db:/var/lib/db')).toMatchObject({ type: 'volume', source: 'db', readOnly: false });
    expect(readVolume('/cache')).toMatchObject({ type: 'volume', target: '/cache' });
    expect(readVolume('C:\\data:/data')).toMatchObject({ type: 'bind', source: 'C:\\data', target: '/data' });
  });

  it('orders services by depends_on, keeping the file order otherwise and in a cycle', () => {
    const service = (dependsOn?: string[]) => (dependsOn ? { depends_on: dependsOn } : {});
    expect(startOrder([['web', service(['api'])], ['api', service(['db'])], ['db', service()], ['cron', service()]])).toEqual(['db', 'api', 'web', 'cron']);
    expect(startOrder([['a', service(['b'])], ['b', service(['a'])]])).toEqual(['b', 'a']);
  });

  it('quotes shell words: single quotes, or double quotes where Compose variables are for the shell', () => {
    expect([shellWord('plain/path:1'), shellWord('two words'), shellWord("it's"), shellWord('${HOME:-/root}/x'), shellWord('price: $$5 "ok"')]).toEqual([
      'plain/path:1',
      "'two words'",
      "'it'\\''s'",
      '"${HOME:-/root}/x"',
      '"price: \\$5 \\"ok\\""',
    ]);
  });
});

describe('Compose → docker run', () => {
  it('converts the default file: order, networks, volumes, health check, limits', () => {
    const { output, warnings } = convertToDockerRun(DEFAULT_COMPOSE, { multiline: true });
    expect(output).toBe(`# Start order (depends_on): db, web

# Networks and volumes
docker network create shop_default
docker volume create db-data

# db
docker run -d \\
  --name db \\
  --network shop_default \\
  -e POSTGRES_USER=shop \\
  -e POSTGRES_PASSWORD=example \\
  -v db-data:/var/lib/postgresql/data \\
  --restart unless-stopped \\
  --health-cmd 'pg_isready -U shop' \\
  --health-interval 10s \\
  --health-retries 5 \\
  postgres:16

# web (after db)
docker run -d \\
  --name web \\
  --network shop_default \\
  -p 8080:80 \\
  -v "$PWD/site:/usr/share/nginx/html:ro" \\
  --restart unless-stopped \\
  --cpus 0.5 \\
  --memory 256m \\
  nginx:1.27`);
    expect(warningKeys(warnings)).toEqual(['waitHealthy']);
  });

  it.each([
    ['ports: short, long, UDP, a range', 'image: x\nports:\n  - "80"\n  - "127.0.0.1:8080:80"\n  - "5000-5002:5000-5002"\n  - target: 53\n    published: 1053\n    protocol: udp', 'docker run -d --name s -p 80 -p 127.0.0.1:8080:80 -p 5000-5002:5000-5002 -p 1053:53/udp x'],
    ['environment: map, list, from the host; env files', 'image: x\nenvironment:\n  A: 1\n  B: "two words"\n  FROM_HOST:\nenv_file:\n  - .env\n  - path: ./extra.env', "docker run -d --name s -e A=1 -e 'B=two words' -e FROM_HOST --env-file .env --env-file ./extra.env x"],
    ['volumes: anonymous, long syntax as --mount, tmpfs', 'image: x\nvolumes:\n  - /cache\n  - type: bind\n    source: ./conf\n    target: /etc/app\n    read_only: true\n  - type: tmpfs\n    target: /run\n    tmpfs:\n      size: 64m\ntmpfs: /tmp', 'docker run -d --name s -v /cache --mount "type=bind,source=$PWD/conf,target=/etc/app,readonly" --mount type=tmpfs,target=/run,tmpfs-size=67108864 --tmpfs /tmp x'],
    // Compose splits a string command into words (no shell): the quotes group words.
    ['command as a string, entrypoint as a list', 'image: x\nentrypoint: ["/bin/sh", "-c"]\ncommand: "echo \\"hi there\\""', "docker run -d --name s --entrypoint /bin/sh x -c echo 'hi there'"],
    ['an empty entrypoint resets it', 'image: x\nentrypoint: ""\ncommand: [ls, -l]', "docker run -d --name s --entrypoint '' x ls -l"],
    ['health check in exec form, durations', 'image: x\nhealthcheck:\n  test: ["CMD", "curl", "-f", "http://localhost/health check"]\n  interval: 1m30s\n  timeout: 5s\n  start_period: 10s\n  retries: 3', "docker run -d --name s --health-cmd 'curl -f '\\''http://localhost/health check'\\''' --health-interval 1m30s --health-timeout 5s --health-start-period 10s --health-retries 3 x"],
    ['health check disabled', 'image: x\nhealthcheck:\n  disable: true', 'docker run -d --name s --no-healthcheck x'],
    ['user, working dir, labels, security, devices, hosts, sysctls, ulimits, logging', 'image: x\nuser: "1000:1000"\nworking_dir: /app\nlabels:\n  com.example.team: web\nprivileged: true\nread_only: true\ninit: true\ncap_add: [NET_ADMIN]\ncap_drop: [ALL]\ndevices: ["/dev/fuse:/dev/fuse"]\nextra_hosts:\n  - "host.docker.internal:host-gateway"\nsysctls:\n  net.core.somaxconn: 1024\nulimits:\n  nofile:\n    soft: 1024\n    hard: 2048\n  nproc: 512\nlogging:\n  driver: json-file\n  options:\n    max-size: 10m', 'docker run -d --name s --label com.example.team=web --user 1000:1000 --workdir /app --privileged --read-only --init --cap-add NET_ADMIN --cap-drop ALL --device /dev/fuse:/dev/fuse --add-host host.docker.internal:host-gateway --sysctl net.core.somaxconn=1024 --ulimit nofile=1024:2048 --ulimit nproc=512 --log-driver json-file --log-opt max-size=10m x'],
    ['deploy resources and restart policy, GPUs', 'image: x\ndeploy:\n  restart_policy:\n    condition: on-failure\n    max_attempts: 3\n  resources:\n    limits:\n      cpus: "1.5"\n      memory: 2gb\n      pids: 100\n    reservations:\n      memory: 512m\n      devices:\n        - capabilities: [gpu]\n          count: all', 'docker run -d --name s --restart on-failure:3 --cpus 1.5 --memory 2g --pids-limit 100 --memory-reservation 512m --gpus all x'],
    ['stop grace period, pull policy, platform, shm', 'image: x\nstop_grace_period: 1m\npull_policy: always\nplatform: linux/arm64\nshm_size: 1gb', 'docker run -d --name s --shm-size 1g --platform linux/arm64 --stop-timeout 60 --pull always x'],
    ['network_mode host', 'image: x\nnetwork_mode: host', 'docker run -d --name s --network host x'],
    ['a bind mount from the home folder', 'image: x\nvolumes: ["~/.ssh:/root/.ssh:ro"]', 'docker run -d --name s -v "$HOME/.ssh:/root/.ssh:ro" x'],
  ])('%s', (_name, service, expected) => {
    expect(runLine(service)).toBe(expected);
  });

  it('puts services on their networks: the first with docker run, the others with docker network connect', () => {
    const { output } = run('services:\n  api:\n    image: x\n    container_name: api-1\n    networks:\n      front:\n        aliases: [api.local]\n        ipv4_address: 172.20.0.5\n      back: {}\nnetworks:\n  front:\n    ipam:\n      config:\n        - subnet: 172.20.0.0/16\n  back:\n    name: shared-back\n    external: true\n');
    expect(output).toBe(
      '# Networks and volumes\ndocker network create --subnet 172.20.0.0/16 front\n\n# api\ndocker run -d --name api-1 --network front --network-alias api --network-alias api.local --ip 172.20.0.5 x\ndocker network connect --alias api shared-back api-1',
    );
  });

  it('builds images first, mounts file secrets, and lists what has no equivalent', () => {
    const { output, warnings } = run(
      'name: demo\nservices:\n  app:\n    build:\n      context: ./app\n      dockerfile: Dockerfile.prod\n      args: [VERSION=2]\n      target: runtime\n      ssh: [default]\n    secrets: [token, from_env]\n    deploy:\n      replicas: 3\n      placement:\n        constraints: [node.role == manager]\n    profiles: [debug]\n    develop:\n      watch: []\n    x-note: ignored\nsecrets:\n  token:\n    file: ./token.txt\n  from_env:\n    environment: TOKEN\n',
    );
    expect(output).toBe(
      '# app\ndocker build -t demo-app -f ./app/Dockerfile.prod --build-arg VERSION=2 --target runtime ./app\ndocker run -d --name app -v "$PWD/token.txt:/run/secrets/token:ro" demo-app',
    );
    expect(warnings.map((warning) => warning.message)).toEqual([
      'app: build.ssh has no docker run equivalent',
      'app: secrets: from_env (environment) has no docker run equivalent',
      'app: 3 replicas — docker run starts one container; run it once per copy, with different names',
      'app: deploy.placement has no docker run equivalent',
      'app: Compose starts it only with the profile debug; the command starts it always',
      'app: develop has no docker run equivalent',
    ]);
  });

  it('leaves Compose variables to the shell, in double quotes, and says so', () => {
    const { output, warnings } = run('services:\n  web:\n    image: "nginx:${TAG:-latest}"\n    environment:\n      - GREETING=cost $$5\n      - HOME_DIR=$HOME\n');
    expect(output).toBe('# web\ndocker run -d --name web -e \'GREETING=cost $$5\' -e "HOME_DIR=$HOME" "nginx:${TAG:-latest}"'.replace("'GREETING=cost $$5'", '"GREETING=cost \\$5"'));
    expect(warnings.map((warning) => [warning.key, warning.params])).toEqual([['variables', { names: 'TAG, HOME' }]]);
  });

  it.each([
    ['invalid YAML, located', 'services:\n  web:\n    image: [nginx\n', 'invalidYaml', /line 4, column 1|line 3/],
    ['a duplicate key', 'services:\n  web:\n    image: a\n    image: b\n', 'invalidYaml', /Map keys must be unique at line 4, column 5/],
    ['not a mapping', 'just some text', 'notCompose', undefined],
    ['no services', 'version: "3"\nvolumes: {}\n', 'noServices', undefined],
    ['a service without image or build', 'services:\n  web:\n    ports: ["80:80"]\n', 'noImage', undefined],
    ['a docker run command', 'docker run -p 80:80 nginx', 'alreadyDockerRun', undefined],
  ])('%s → %s', async (_name, text, key, detail) => {
    const failure = await failureOf(() => convertToDockerRun(text, { multiline: true }));
    expect(failure?.messageKey).toBe(key);
    if (detail) expect(failure?.detail).toMatch(detail);
  });

  it('gives the line and column of a YAML error as parameters', async () => {
    expect((await failureOf(() => run('services:\n  web:\n    image: a\n    image: b\n')))?.params).toEqual({ line: 4, column: 5 });
  });

  it('blank input gives an empty output', () => {
    expect(convertToDockerRun('  \n', { multiline: true })).toEqual({ output: '', warnings: [] });
  });
});

describe('Compose → Kubernetes', () => {
  it('makes a PVC, a Deployment per service and a Service per service with ports', async () => {
    const { documents, warnings } = await manifests(DEFAULT_COMPOSE);
    expect(documents.map((document) => `${document.kind}/${document.metadata.name}`)).toEqual(['PersistentVolumeClaim/db-data', 'Deployment/db', 'Deployment/web', 'Service/web']);
    const web = documents[2]!.spec.template.spec;
    expect(web.containers[0]).toEqual({
      name: 'web',
      image: 'nginx:1.27',
      ports: [{ containerPort: 80 }],
      resources: { limits: { cpu: '500m', memory: '256Mi' } },
      volumeMounts: [{ name: 'site', mountPath: '/usr/share/nginx/html', readOnly: true }],
    });
    expect(web.volumes).toEqual([{ name: 'site', hostPath: { path: '/path/to/project/site' } }]);
    expect(documents[1]!.spec.template.spec.containers[0].livenessProbe).toEqual({ exec: { command: ['sh', '-c', 'pg_isready -U shop'] }, periodSeconds: 10, failureThreshold: 5 });
    expect(documents[3]!.spec).toEqual({ type: 'ClusterIP', selector: { app: 'web' }, ports: [{ name: 'tcp-8080', port: 8080, targetPort: 80 }] });
    expect(warningKeys(warnings)).toEqual(['hostPathRelative', 'dependsOn']);
  });

  it('converts ports, environment, commands, security, resources and labels', async () => {
    const { documents, warnings } = await manifests(
      'services:\n  dns_server:\n    image: coredns/coredns\n    entrypoint: /coredns\n    command: -conf /etc/Corefile\n    ports:\n      - "53:53/udp"\n      - "9153"\n      - "8000-8001:9000-9001"\n    expose: ["8181"]\n    environment:\n      - MODE=prod\n      - SECRET\n    env_file: .env\n    user: "1000:2000"\n    cap_add: [NET_BIND_SERVICE]\n    labels:\n      team: dns\n    deploy:\n      replicas: 2\n      resources:\n        limits: { cpus: "2", memory: 1.5g }\n        reservations: { cpus: "0.25", memory: 128m }\n    restart: on-failure\n    extra_hosts: ["db:10.0.0.5", "cache:10.0.0.5"]\n    stop_grace_period: 45s\n',
      { serviceType: 'LoadBalancer' },
    );
    const [deployment, service] = documents;
    expect(deployment!.metadata.name).toBe('dns-server');
    expect(deployment!.spec.replicas).toBe(2);
    expect(deployment!.spec.template.metadata.annotations).toEqual({ team: 'dns' });
    const pod = deployment!.spec.template.spec;
    expect(pod.hostAliases).toEqual([{ ip: '10.0.0.5', hostnames: ['db', 'cache'] }]);
    expect(pod.terminationGracePeriodSeconds).toBe(45);
    expect(pod.containers[0]).toMatchObject({
      command: ['/coredns'],
      args: ['-conf', '/etc/Corefile'],
      ports: [{ containerPort: 53, protocol: 'UDP' }, { containerPort: 9153 }, { containerPort: 9000 }, { containerPort: 9001 }, { containerPort: 8181 }],
      env: [{ name: 'MODE', value: 'prod' }],
      envFrom: [{ configMapRef: { name: 'dns-server-env' } }],
      resources: { limits: { cpu: '2', memory: '1536Mi' }, requests: { cpu: '250m', memory: '128Mi' } },
      securityContext: { runAsUser: 1000, runAsGroup: 2000, capabilities: { add: ['NET_BIND_SERVICE'] } },
    });
    expect(service!.spec.type).toBe('LoadBalancer');
    expect(service!.spec.ports).toEqual([
      { name: 'udp-53', port: 53, targetPort: 53, protocol: 'UDP' },
      { name: 'tcp-9153', port: 9153, targetPort: 9153 },
      { name: 'tcp-8000', port: 8000, targetPort: 9000 },
      { name: 'tcp-8001', port: 8001, targetPort: 9001 },
      { name: 'tcp-8181', port: 8181, targetPort: 8181 },
    ]);
    expect(warningKeys(warnings)).toEqual(['hostEnvironment', 'envFile', 'restartPolicy']);
  });

  it('quotes values YAML 1.1 would read as booleans (Kubernetes reads manifests that way)', async () => {
    const { output } = await manifests('services:\n  web:\n    image: x\n    environment:\n      FEATURE: "yes"\n      MODE: "on"\n');
    expect(output).toContain('            - name: FEATURE\n              value: "yes"\n            - name: MODE\n              value: "on"');
  });

  it('named volumes as emptyDir on request; tmpfs in memory; absolute binds as hostPath', async () => {
    const { documents, warnings } = await manifests('services:\n  app:\n    image: x\n    volumes:\n      - data:/data\n      - /var/log/app:/logs\n    tmpfs: /tmp\nvolumes:\n  data: {}\n', { namedVolumes: 'emptyDir' });
    expect(documents.map((document) => document.kind)).toEqual(['Deployment']);
    expect(documents[0]!.spec.template.spec.volumes).toEqual([
      { name: 'data', emptyDir: {} },
      { name: 'app', hostPath: { path: '/var/log/app' } },
      { name: 'app-tmpfs', emptyDir: { medium: 'Memory' } },
    ]);
    expect(warningKeys(warnings)).toEqual(['emptyDir', 'hostPath']);
  });

  it('reads docker run commands with composerize, naming the Deployment after --name', async () => {
    const { documents, warnings } = await manifests('docker run -d --name cache -p 6379:6379 --memory 512m --cpus 0.5 --restart always --foo bar redis:7');
    expect(documents.map((document) => `${document.kind}/${document.metadata.name}`)).toEqual(['Deployment/cache', 'Service/cache']);
    expect(documents[0]!.spec.template.spec.containers[0]).toMatchObject({ image: 'redis:7', resources: { limits: { cpu: '500m', memory: '512Mi' } } });
    expect(warnings.map((warning) => warning.message)).toEqual(['redis: --foo=bar is not converted']);
  }, 20_000);

  it.each([
    ['a docker run without an image', 'docker run -p 80:80', 'noDockerImage'],
    ['invalid YAML', 'services: [', 'invalidYaml'],
  ])('%s → %s', async (_name, text, key) => {
    expect((await failureOf(() => convertToKubernetes(text, K8S)))?.messageKey).toBe(key);
  }, 20_000);

  it.each([
    ['My_Service.v2', 'my-service-v2'],
    ['2fast', 'x-2fast'],
  ])('dnsLabel(%j) = %s', (name, label) => {
    expect(dnsLabel(name)).toBe(label);
  });

  it('writes quantities as Kubernetes does', () => {
    expect([memoryQuantity('512m'), memoryQuantity('1gb'), memoryQuantity(1000), cpuQuantity('0.5'), cpuQuantity(2), cpuQuantity('x')]).toEqual(['512Mi', '1Gi', '1000', '500m', '2', undefined]);
  });
});
