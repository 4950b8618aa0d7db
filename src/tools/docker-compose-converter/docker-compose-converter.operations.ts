import { z } from '../../engine/zod';
import { defineOperation, type OperationContext } from '../../engine/operation';
import { NAMED_VOLUMES, SERVICE_TYPES } from './docker-compose-converter.options';
import type { Conversion } from './docker-compose-converter.service';

/** The service (yaml, and composerize for docker run input) loads only when an operation runs. */
const service = () => import('./docker-compose-converter.service');

/** A Kubernetes storage quantity: 1Gi, 500Mi, 10G… */
const QUANTITY = /^\d+(\.\d+)?(Ki|Mi|Gi|Ti|Pi|Ei|k|M|G|T|P|E)?$/;

function withWarnings(conversion: Conversion, context: OperationContext): string {
  for (const warning of conversion.warnings) context.warn?.({ key: warning.key, message: warning.message, data: warning.params });
  return conversion.output;
}

/**
 * Compose → docker run. Expected outputs written by hand from the Compose Specification and the
 * `docker run` reference: each service key becomes its flag, in `depends_on` order.
 */
export const composeToDockerRun = defineOperation({
  id: 'docker-compose-converter',
  toolId: 'docker-compose-converter',
  input: 'text',
  output: 'text',
  options: z.object({ multiline: z._default(z.boolean(), true) }),
  run: async (input, options, context) => withWarnings((await service()).convertToDockerRun(input, options), context),
  examples: [
    {
      description: 'Ports, environment, a named volume and a restart policy',
      input: 'services:\n  cache:\n    image: redis:7\n    ports:\n      - "6379:6379"\n    environment:\n      - TZ=UTC\n    volumes:\n      - cache-data:/data\n    restart: always\nvolumes:\n  cache-data:\n',
      output: '# Networks and volumes\ndocker volume create cache-data\n\n# cache\ndocker run -d \\\n  --name cache \\\n  -p 6379:6379 \\\n  -e TZ=UTC \\\n  -v cache-data:/data \\\n  --restart always \\\n  redis:7',
    },
    {
      description: 'Two services on one line each: depends_on gives the order, a shared network lets them resolve each other by name',
      input: 'name: blog\nservices:\n  app:\n    build: ./app\n    command: ["npm", "start"]\n    depends_on: [db]\n  db:\n    image: mariadb:11\n    deploy:\n      resources:\n        limits:\n          memory: 1gb\n',
      options: { multiline: false },
      output:
        '# Start order (depends_on): db, app\n\n# Networks and volumes\ndocker network create blog_default\n\n# db\ndocker run -d --name db --network blog_default --memory 1g mariadb:11\n\n# app (after db)\ndocker build -t blog-app ./app\ndocker run -d --name app --network blog_default blog-app npm start',
    },
  ],
});

/**
 * Compose or docker run → Kubernetes manifests: a Deployment (and a Service when there are ports)
 * per service, labelled `app: <name>`, with PersistentVolumeClaims for named volumes. Expected
 * outputs written by hand from the Kubernetes API reference (apps/v1 Deployment, v1 Service).
 */
export const composeToKubernetes = defineOperation({
  id: 'docker-compose-converter-to-kubernetes',
  toolId: 'docker-compose-converter',
  input: 'text',
  output: 'text',
  options: z.object({
    serviceType: z._default(z.enum(SERVICE_TYPES), 'ClusterIP'),
    namedVolumes: z._default(z.enum(NAMED_VOLUMES), 'pvc'),
    storage: z._default(z.string().check(z.regex(QUANTITY)), '1Gi'),
  }),
  run: async (input, options, context) => withWarnings(await (await service()).convertToKubernetes(input, options), context),
  examples: [
    {
      description: 'One service with a port, an environment variable and a memory limit',
      input: 'services:\n  web:\n    image: nginx:1.27\n    ports:\n      - "8080:80"\n    environment:\n      MODE: production\n    mem_limit: 256m\n',
      output:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n  labels:\n    app: web\nspec:\n  replicas: 1\n  selector:\n    matchLabels:\n      app: web\n  template:\n    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n        - name: web\n          image: nginx:1.27\n          ports:\n            - containerPort: 80\n          env:\n            - name: MODE\n              value: production\n          resources:\n            limits:\n              memory: 256Mi\n---\napiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  labels:\n    app: web\nspec:\n  type: ClusterIP\n  selector:\n    app: web\n  ports:\n    - name: tcp-8080\n      port: 8080\n      targetPort: 80',
    },
    {
      description: 'A named volume as a PersistentVolumeClaim of 5Gi; no ports, so no Service',
      input: 'services:\n  db:\n    image: postgres:16\n    volumes:\n      - pgdata:/var/lib/postgresql/data\nvolumes:\n  pgdata: {}\n',
      options: { storage: '5Gi' },
      output:
        'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: pgdata\n  labels:\n    app: db\nspec:\n  accessModes:\n    - ReadWriteOnce\n  resources:\n    requests:\n      storage: 5Gi\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: db\n  labels:\n    app: db\nspec:\n  replicas: 1\n  selector:\n    matchLabels:\n      app: db\n  template:\n    metadata:\n      labels:\n        app: db\n    spec:\n      containers:\n        - name: db\n          image: postgres:16\n          volumeMounts:\n            - name: pgdata\n              mountPath: /var/lib/postgresql/data\n      volumes:\n        - name: pgdata\n          persistentVolumeClaim:\n            claimName: pgdata',
    },
    {
      description: 'A docker run command (read by composerize), exposed with a NodePort Service',
      input: 'docker run -d --name api -p 3000:3000 -e NODE_ENV=production node:22 node server.js',
      options: { serviceType: 'NodePort' },
      output:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: api\n  labels:\n    app: api\nspec:\n  replicas: 1\n  selector:\n    matchLabels:\n      app: api\n  template:\n    metadata:\n      labels:\n        app: api\n    spec:\n      containers:\n        - name: api\n          image: node:22\n          args:\n            - node\n            - server.js\n          ports:\n            - containerPort: 3000\n          env:\n            - name: NODE_ENV\n              value: production\n---\napiVersion: v1\nkind: Service\nmetadata:\n  name: api\n  labels:\n    app: api\nspec:\n  type: NodePort\n  selector:\n    app: api\n  ports:\n    - name: tcp-3000\n      port: 3000\n      targetPort: 3000',
    },
  ],
});

export default [composeToDockerRun, composeToKubernetes];
