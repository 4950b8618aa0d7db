/** The choices of the Kubernetes conversion (light: the screen and the operations read them). */
export const SERVICE_TYPES = ['ClusterIP', 'NodePort', 'LoadBalancer'] as const;
export const NAMED_VOLUMES = ['pvc', 'emptyDir'] as const;
