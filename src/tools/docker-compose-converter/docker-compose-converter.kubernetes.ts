import { stringify } from 'yaml';
import {
  asString,
  byteCount,
  commandWords,
  dependencies,
  durationSeconds,
  fileVariables,
  isMap,
  keyValues,
  portRange,
  readCompose,
  readPort,
  readVolume,
  stringList,
  type ComposeFile,
  type Value,
  type ValueMap,
  type Warning,
} from './docker-compose-converter.compose';

/**
 * A Compose file → Kubernetes manifests (kubernetes.io/docs/reference/kubernetes-api): per service
 * a Deployment (apps/v1) labelled `app: <name>`, and a Service (v1) when it publishes or exposes
 * ports; named volumes become PersistentVolumeClaims (or emptyDir volumes), bind mounts hostPath
 * volumes with a warning. What has no Kubernetes equivalent is listed as a warning.
 */

export type ServiceType = 'ClusterIP' | 'NodePort' | 'LoadBalancer';
export type NamedVolumes = 'pvc' | 'emptyDir';

export interface KubernetesOptions {
  serviceType: ServiceType;
  namedVolumes: NamedVolumes;
  /** The storage each PersistentVolumeClaim requests (a Kubernetes quantity). */
  storage: string;
}

export interface KubernetesResult {
  manifests: string;
  warnings: Warning[];
}

/** An RFC 1123 label (names of Deployments, Services, volumes, containers): lower case, digits and `-`, at most 63 characters, starting with a letter. */
export function dnsLabel(name: string): string {
  let label = name
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!/^[a-z]/.test(label)) label = `x-${label}`;
  return label.slice(0, 63).replace(/-+$/, '');
}

/** A Compose byte value → a Kubernetes quantity in binary units (512Mi, 1Gi); undefined when unreadable. */
export function memoryQuantity(value: Value): string | undefined {
  const bytes = byteCount(value);
  if (bytes === undefined) return undefined;
  for (const [unit, size] of [['Ti', 1024 ** 4], ['Gi', 1024 ** 3], ['Mi', 1024 ** 2], ['Ki', 1024]] as const) if (bytes >= size && bytes % size === 0) return `${bytes / size}${unit}`;
  return String(bytes);
}

/** CPUs (`0.5`, `2`) → a Kubernetes quantity (`500m`, `2`). */
export function cpuQuantity(value: Value): string | undefined {
  const cpus = Number(asString(value));
  if (!Number.isFinite(cpus) || cpus <= 0) return undefined;
  return Number.isInteger(cpus) ? String(cpus) : `${Math.round(cpus * 1000)}m`;
}

interface Context {
  file: ComposeFile;
  options: KubernetesOptions;
  warnings: Warning[];
  claims: Map<string, string>;
}

function warn(context: Context, key: string, params: Record<string, string>, message: string): void {
  context.warnings.push({ key, params, message });
}

const noEquivalent = (context: Context, service: string, field: string) =>
  warn(context, 'noKubernetesEquivalent', { service, field }, `${service}: ${field} has no Kubernetes equivalent here`);

/** Keys converted, or deliberately said nothing about (the container's own name, Compose-only wiring). */
const HANDLED = new Set([
  'image', 'build', 'container_name', 'hostname', 'ports', 'expose', 'volumes', 'tmpfs', 'environment', 'env_file', 'networks', 'network_mode', 'restart', 'command',
  'entrypoint', 'labels', 'healthcheck', 'user', 'working_dir', 'depends_on', 'deploy', 'cpus', 'mem_limit', 'mem_reservation', 'privileged', 'read_only', 'stdin_open',
  'tty', 'cap_add', 'cap_drop', 'extra_hosts', 'stop_grace_period', 'dns', 'dns_search', 'dns_opt', 'sysctls', 'pull_policy', 'scale', 'profiles', 'logging', 'init',
]);

/** A health check → an exec probe (CMD-SHELL runs in `sh -c`, as Docker runs it); undefined when disabled or absent. */
function probe(health: ValueMap): ValueMap | undefined {
  if (health.disable === true) return undefined;
  const test = health.test;
  const words = Array.isArray(test) ? test.map((word) => String(word)) : test === undefined ? [] : ['CMD-SHELL', String(test)];
  if (words.length === 0 || words[0] === 'NONE') return undefined;
  const command = words[0] === 'CMD-SHELL' ? ['sh', '-c', words.slice(1).join(' ')] : words[0] === 'CMD' ? words.slice(1) : words;
  const result: ValueMap = { exec: { command } };
  const seconds = (key: string) => {
    const value = durationSeconds(health[key]);
    return value === undefined ? undefined : Math.max(1, Math.ceil(value));
  };
  // Docker's defaults: interval 30 s, timeout 30 s, retries 3, start period 0.
  const interval = seconds('interval');
  if (interval !== undefined) result.periodSeconds = interval;
  const timeout = seconds('timeout');
  if (timeout !== undefined) result.timeoutSeconds = timeout;
  if (health.retries !== undefined) result.failureThreshold = Number(health.retries);
  const start = seconds('start_period');
  if (start !== undefined) result.initialDelaySeconds = start;
  return result;
}

function serviceManifests(context: Context, name: string, service: ValueMap, fromDockerRun: boolean): ValueMap[] {
  const label = dnsLabel(fromDockerRun ? (asString(service.container_name) ?? name) : name);
  const container: ValueMap = { name: label };
  const podSpec: ValueMap = {};
  const volumes: ValueMap[] = [];
  const mounts: ValueMap[] = [];

  let image = asString(service.image);
  if (service.build !== undefined) {
    image ??= `${context.file.name ?? 'app'}-${name}`;
    warn(context, 'buildImage', { service: name, image }, `${name} is built from source: build ${image} and push it to a registry the cluster can pull from`);
  }
  container.image = image ?? '';
  const pull = asString(service.pull_policy);
  if (pull === 'always') container.imagePullPolicy = 'Always';
  else if (pull === 'never') container.imagePullPolicy = 'Never';
  else if (pull === 'missing' || pull === 'if_not_present') container.imagePullPolicy = 'IfNotPresent';

  const entrypoint = commandWords(service.entrypoint);
  const command = commandWords(service.command);
  if (entrypoint !== undefined) container.command = entrypoint;
  if (command !== undefined) container.args = command;
  const workdir = asString(service.working_dir);
  if (workdir) container.workingDir = workdir;

  // Ports: each container port once; the Service maps published ports to them.
  const servicePorts: ValueMap[] = [];
  const containerPorts: ValueMap[] = [];
  const seenContainer = new Set<string>();
  const seenService = new Set<string>();
  const addPort = (target: number, published: number, protocol: string) => {
    const upper = protocol.toUpperCase();
    if (!['TCP', 'UDP', 'SCTP'].includes(upper)) return;
    const containerKey = `${target}/${upper}`;
    if (!seenContainer.has(containerKey)) {
      seenContainer.add(containerKey);
      containerPorts.push(upper === 'TCP' ? { containerPort: target } : { containerPort: target, protocol: upper });
    }
    const serviceKey = `${published}/${upper}`;
    if (!seenService.has(serviceKey)) {
      seenService.add(serviceKey);
      servicePorts.push({ name: `${upper.toLowerCase()}-${published}`, port: published, targetPort: target, ...(upper === 'TCP' ? {} : { protocol: upper }) });
    }
  };
  for (const entry of Array.isArray(service.ports) ? service.ports : []) {
    const port = readPort(entry);
    const targets = port ? portRange(port.target) : undefined;
    if (!port || !targets) {
      noEquivalent(context, name, `ports: ${asString(entry) ?? JSON.stringify(entry)}`);
      continue;
    }
    const published = port.published ? portRange(port.published) : targets;
    if (port.hostIp) warn(context, 'hostIp', { service: name, port: asString(entry) ?? `${port.hostIp}:${port.published}:${port.target}` }, `${name}: the host address of ${asString(entry) ?? port.target} is not kept: a Service listens on the cluster's addresses`);
    targets.forEach((target, index) => addPort(target, published?.[index] ?? published?.[0] ?? target, port.protocol));
  }
  for (const entry of stringList(service.expose)) {
    const [range = '', protocol = 'tcp'] = entry.split('/');
    for (const target of portRange(range) ?? []) addPort(target, target, protocol);
  }
  if (containerPorts.length > 0) container.ports = containerPorts;

  // Environment: values, variables from the host (no value) reported; env files → a ConfigMap to create.
  const env: ValueMap[] = [];
  const fromHost: string[] = [];
  for (const [key, value] of keyValues(service.environment)) {
    if (value === undefined) fromHost.push(key);
    else env.push({ name: key, value });
  }
  if (fromHost.length > 0) warn(context, 'hostEnvironment', { service: name, names: fromHost.join(', ') }, `${name}: ${fromHost.join(', ')} take their value from the host in Compose: set a value (or a Secret)`);
  if (env.length > 0) container.env = env;
  const envFiles = (Array.isArray(service.env_file) ? service.env_file : service.env_file === undefined ? [] : [service.env_file]).map((entry) => (isMap(entry) ? asString(entry.path) : asString(entry))).filter((path): path is string => !!path);
  if (envFiles.length > 0) {
    const configMap = `${label}-env`;
    container.envFrom = [{ configMapRef: { name: configMap } }];
    const command = `kubectl create configmap ${configMap} ${envFiles.map((file) => `--from-env-file=${file}`).join(' ')}`;
    warn(context, 'envFile', { service: name, configMap, command }, `${name}: create the ConfigMap ${configMap} from its env files: ${command}`);
  }

  // Resources.
  const deploy = isMap(service.deploy) ? service.deploy : {};
  const resources = isMap(deploy.resources) ? deploy.resources : {};
  const limitsIn = isMap(resources.limits) ? resources.limits : {};
  const requestsIn = isMap(resources.reservations) ? resources.reservations : {};
  const limits: ValueMap = {};
  const requests: ValueMap = {};
  const cpuLimit = cpuQuantity(limitsIn.cpus ?? service.cpus);
  if (cpuLimit) limits.cpu = cpuLimit;
  const memoryLimit = memoryQuantity(limitsIn.memory ?? service.mem_limit);
  if (memoryLimit) limits.memory = memoryLimit;
  const cpuRequest = cpuQuantity(requestsIn.cpus);
  if (cpuRequest) requests.cpu = cpuRequest;
  const memoryRequest = memoryQuantity(requestsIn.memory ?? service.mem_reservation);
  if (memoryRequest) requests.memory = memoryRequest;
  for (const device of Array.isArray(requestsIn.devices) ? requestsIn.devices : []) {
    if (isMap(device) && stringList(device.capabilities).includes('gpu')) {
      const count = asString(device.count);
      limits['nvidia.com/gpu'] = count === undefined || count === 'all' ? 1 : Number(count);
      if (count === 'all') warn(context, 'gpuAll', { service: name }, `${name}: "all" GPUs becomes 1 nvidia.com/gpu: set the number the pod needs`);
    } else noEquivalent(context, name, 'deploy.resources.reservations.devices');
  }
  if (Object.keys(limits).length > 0 || Object.keys(requests).length > 0) container.resources = { ...(Object.keys(limits).length > 0 ? { limits } : {}), ...(Object.keys(requests).length > 0 ? { requests } : {}) };

  const health = isMap(service.healthcheck) ? probe(service.healthcheck) : undefined;
  if (health) container.livenessProbe = health;

  // Security context.
  const security: ValueMap = {};
  if (service.privileged === true) security.privileged = true;
  if (service.read_only === true) security.readOnlyRootFilesystem = true;
  const user = asString(service.user);
  if (user) {
    const match = /^(\d+)(?::(\d+))?$/.exec(user);
    if (match) {
      security.runAsUser = Number(match[1]);
      if (match[2] !== undefined) security.runAsGroup = Number(match[2]);
    } else warn(context, 'userName', { service: name, user }, `${name}: runAsUser takes a numeric ID: user ${user} is not converted`);
  }
  const add = stringList(service.cap_add);
  const drop = stringList(service.cap_drop);
  if (add.length > 0 || drop.length > 0) security.capabilities = { ...(add.length > 0 ? { add } : {}), ...(drop.length > 0 ? { drop } : {}) };
  if (Object.keys(security).length > 0) container.securityContext = security;
  if (service.stdin_open === true) container.stdin = true;
  if (service.tty === true) container.tty = true;

  // Volumes.
  const volumeNames = new Set<string>();
  const uniqueVolumeName = (wanted: string) => {
    let candidate = dnsLabel(wanted);
    for (let suffix = 2; volumeNames.has(candidate); suffix++) candidate = `${dnsLabel(wanted).slice(0, 60)}-${suffix}`;
    volumeNames.add(candidate);
    return candidate;
  };
  for (const entry of Array.isArray(service.volumes) ? service.volumes : []) {
    const mount = readVolume(entry);
    if (!mount) continue;
    const mountEntry: ValueMap = { mountPath: mount.target };
    if (mount.type === 'bind' && mount.source) {
      const volumeName = uniqueVolumeName(`${mount.source.split(/[\\/]/).filter(Boolean).pop() ?? 'host'}`);
      const absolute = mount.source.startsWith('/');
      const path = absolute ? mount.source : `/path/to/project/${mount.source.replace(/^\.\//, '')}`;
      warn(
        context,
        absolute ? 'hostPath' : 'hostPathRelative',
        { service: name, path: mount.source, hostPath: path },
        absolute
          ? `${name}: ${mount.source} is mounted from the node (hostPath): it must exist on the node that runs the pod; a ConfigMap or a PersistentVolumeClaim is usually better`
          : `${name}: ${mount.source} is relative to the Compose file: hostPath needs a path on the node, written here as ${path} — copy the files there, or use a ConfigMap or a PersistentVolumeClaim`,
      );
      volumes.push({ name: volumeName, hostPath: { path } });
      mountEntry.name = volumeName;
    } else if (mount.type === 'volume' && mount.source) {
      const definition = context.file.volumes[mount.source];
      const claim = dnsLabel((isMap(definition) && asString(definition.name)) || mount.source);
      const volumeName = uniqueVolumeName(mount.source);
      if (context.options.namedVolumes === 'pvc') {
        context.claims.set(claim, context.claims.get(claim) ?? label);
        volumes.push({ name: volumeName, persistentVolumeClaim: { claimName: claim } });
      } else {
        warn(context, 'emptyDir', { service: name, volume: mount.source }, `${name}: the volume ${mount.source} is an emptyDir: its data goes when the pod goes`);
        volumes.push({ name: volumeName, emptyDir: {} });
      }
      mountEntry.name = volumeName;
    } else if (mount.type === 'tmpfs') {
      const volumeName = uniqueVolumeName(`${label}-tmpfs`);
      volumes.push({ name: volumeName, emptyDir: { medium: 'Memory' } });
      mountEntry.name = volumeName;
    } else if (mount.type === 'volume') {
      // An anonymous volume: scratch space that lives as long as the container.
      const volumeName = uniqueVolumeName(`${label}-data`);
      volumes.push({ name: volumeName, emptyDir: {} });
      mountEntry.name = volumeName;
    } else {
      noEquivalent(context, name, `volumes: ${mount.type}`);
      continue;
    }
    if (mount.readOnly) mountEntry.readOnly = true;
    mounts.push({ name: mountEntry.name, mountPath: mountEntry.mountPath, ...(mountEntry.readOnly ? { readOnly: true } : {}) });
  }
  for (const path of stringList(service.tmpfs)) {
    const volumeName = uniqueVolumeName(`${label}-tmpfs`);
    volumes.push({ name: volumeName, emptyDir: { medium: 'Memory' } });
    mounts.push({ name: volumeName, mountPath: path.split(':')[0] ?? path });
  }
  if (mounts.length > 0) container.volumeMounts = mounts;

  // Pod-level settings.
  const hostname = asString(service.hostname);
  if (hostname) podSpec.hostname = dnsLabel(hostname);
  const hosts = new Map<string, string[]>();
  const extraHosts = isMap(service.extra_hosts)
    ? Object.entries(service.extra_hosts).map(([host, ip]) => [host, String(ip)] as const)
    : stringList(service.extra_hosts).map((entry) => {
        const separator = entry.includes('=') ? entry.indexOf('=') : entry.indexOf(':');
        return [entry.slice(0, separator), entry.slice(separator + 1)] as const;
      });
  for (const [host, ip] of extraHosts) hosts.set(ip, [...(hosts.get(ip) ?? []), host]);
  if (hosts.size > 0) podSpec.hostAliases = [...hosts].map(([ip, hostnames]) => ({ ip, hostnames }));
  const dns = stringList(service.dns);
  const searches = stringList(service.dns_search);
  const dnsOptions = stringList(service.dns_opt);
  if (dns.length > 0 || searches.length > 0 || dnsOptions.length > 0) {
    podSpec.dnsConfig = {
      ...(dns.length > 0 ? { nameservers: dns } : {}),
      ...(searches.length > 0 ? { searches } : {}),
      ...(dnsOptions.length > 0 ? { options: dnsOptions.map((option) => (option.includes(':') ? { name: option.split(':')[0]!, value: option.split(':')[1]! } : { name: option })) } : {}),
    };
  }
  const sysctls = keyValues(service.sysctls);
  if (sysctls.length > 0) podSpec.securityContext = { sysctls: sysctls.map(([key, value]) => ({ name: key, value: value ?? '' })) };
  const grace = durationSeconds(service.stop_grace_period);
  if (grace !== undefined) podSpec.terminationGracePeriodSeconds = Math.ceil(grace);
  podSpec.containers = [container];
  if (volumes.length > 0) podSpec.volumes = volumes;

  // Restart: a Deployment's pods always restart.
  const restart = asString(service.restart) ?? (isMap(deploy.restart_policy) ? asString(deploy.restart_policy.condition) : undefined);
  if (restart && !['always', 'unless-stopped', 'any'].includes(restart)) {
    warn(context, 'restartPolicy', { service: name, restart }, `${name}: a Deployment always restarts its pods: restart ${restart} is not kept (a Job runs a pod to completion)`);
  }
  const needs = dependencies(service.depends_on).map(([dependency]) => dependency);
  if (needs.length > 0) warn(context, 'dependsOn', { service: name, dependencies: needs.join(', ') }, `${name}: Kubernetes starts pods independently of depends_on (${needs.join(', ')}): add a readiness probe or an init container that waits`);
  const profiles = stringList(service.profiles);
  if (profiles.length > 0) warn(context, 'profiles', { service: name, profiles: profiles.join(', ') }, `${name}: Compose starts it only with the profile ${profiles.join(', ')}; the manifests start it always`);

  for (const key of Object.keys(deploy)) if (!['resources', 'restart_policy', 'replicas', 'labels'].includes(key)) noEquivalent(context, name, `deploy.${key}`);
  for (const key of Object.keys(service)) if (!HANDLED.has(key) && !key.startsWith('x-')) noEquivalent(context, name, key);
  if (service.logging !== undefined) noEquivalent(context, name, 'logging');
  if (service.init === true) noEquivalent(context, name, 'init');
  if (service.network_mode !== undefined) noEquivalent(context, name, 'network_mode');

  const annotations = Object.fromEntries(keyValues(service.labels).map(([key, value]) => [key, value ?? '']));
  const replicas = Number(asString(deploy.replicas) ?? asString(service.scale) ?? 1);
  const deployment: ValueMap = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: label, labels: { app: label } },
    spec: {
      replicas: Number.isFinite(replicas) ? replicas : 1,
      selector: { matchLabels: { app: label } },
      template: { metadata: { labels: { app: label }, ...(Object.keys(annotations).length > 0 ? { annotations } : {}) }, spec: podSpec },
    },
  };
  const manifests = [deployment];
  if (servicePorts.length > 0) {
    manifests.push({
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: label, labels: { app: label } },
      spec: { type: context.options.serviceType, selector: { app: label }, ports: servicePorts },
    });
  }
  return manifests;
}

/** A Compose file (or the Compose text made from docker run commands) → multi-document YAML. */
export function composeToKubernetes(text: string, options: KubernetesOptions, fromDockerRun = false): KubernetesResult {
  const file = readCompose(text);
  const context: Context = { file, options, warnings: [], claims: new Map() };
  const documents: ValueMap[] = [];
  for (const [name, service] of file.services) documents.push(...serviceManifests(context, name, service, fromDockerRun));
  const claims: ValueMap[] = [...context.claims].map(([claim, app]) => ({
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: { name: claim, labels: { app } },
    spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: options.storage } } },
  }));
  const networks = file.services.some(([, service]) => service.networks !== undefined) || Object.keys(file.networks).length > 0;
  if (networks) context.warnings.push({ key: 'networks', params: {}, message: 'Networks are not converted: every pod reaches every Service by its name (a NetworkPolicy can restrict that)' });
  const variables = fileVariables(text);
  if (variables.length > 0) context.warnings.push({ key: 'kubernetesVariables', params: { names: variables.join(', ') }, message: `Variables are not substituted: replace ${variables.join(', ')} with values before applying` });
  // YAML 1.1 quoting: Kubernetes reads manifests with YAML 1.1 rules, where an unquoted yes, on or n is a boolean.
  const manifests = [...claims, ...documents].map((document) => stringify(document, { lineWidth: 0, version: '1.1' }).trimEnd()).join('\n---\n');
  return { manifests, warnings: context.warnings };
}
