/**
 * The Kubernetes manifests in deploy/kubernetes validate against the Kubernetes schemas (kubernetes-models),
 * and say what the app needs: probes on /healthz and /readyz, resources, a grace period longer than the
 * server's drain, the ConfigMap and Secret it reads, a migration Job running `npm run db:migrate -- --seed`,
 * an autoscaler and a disruption budget on the same pods, and every setting in the ConfigMap accepted by the
 * server's own configuration (loadConfig).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../deploy/kubernetes');
const read = (file: string) => parse(fs.readFileSync(path.join(dir, file), 'utf8'));

const models = {
  'configmap.yaml': ConfigMap,
  'secret.example.yaml': Secret,
  'deployment.yaml': Deployment,
  'service.yaml': Service,
  'ingress.yaml': Ingress,
  'migrate-job.yaml': Job,
  'hpa.yaml': HorizontalPodAutoscaler,
  'pdb.yaml': PodDisruptionBudget,
} as const;

describe('the Kubernetes manifests', () => {
  it.each(Object.entries(models))('%s validates against its schema', (file, Model) => {
    const object = new Model(read(file));
    expect(() => object.validate()).not.toThrow();
  });

  it('lists every manifest but the example Secret in kustomization.yaml', () => {
    const resources = (read('kustomization.yaml') as { resources: string[] }).resources;
    expect(resources.sort()).toEqual(
      Object.keys(models)
        .filter((file) => !file.startsWith('secret'))
        .sort(),
    );
    const files = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
    expect(files.sort()).toEqual(Object.keys(models).sort());
  });

  it('probes, resources, the grace period and the settings of the server container', () => {
    const deployment = new Deployment(read('deployment.yaml'));
    const pod = deployment.spec?.template.spec;
    const server = pod?.containers[0];
    expect(server?.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(server?.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(server?.resources?.requests).toMatchObject({
      cpu: expect.any(String),
      memory: expect.any(String),
    });
    expect(server?.resources?.limits?.memory).toBeDefined();
    expect(server?.envFrom).toEqual([
      { configMapRef: { name: 'stairway-config' } },
      { secretRef: { name: 'stairway-secrets' } },
    ]);
    const config = new ConfigMap(read('configmap.yaml')).data ?? {};
    const preStop = server?.lifecycle?.preStop?.sleep?.seconds ?? 0;
    // The pause before SIGTERM plus the server's drain fit inside the grace period.
    expect(preStop + Number(config.SHUTDOWN_GRACE_SECONDS)).toBeLessThan(
      pod?.terminationGracePeriodSeconds ?? 30,
    );
    expect(pod?.securityContext?.runAsNonRoot).toBe(true);
    expect(server?.securityContext?.allowPrivilegeEscalation).toBe(false);
  });

  it('the ConfigMap and the example Secret together are a configuration the server accepts in production', () => {
    const config = new ConfigMap(read('configmap.yaml')).data ?? {};
    const secret = new Secret(read('secret.example.yaml')).stringData ?? {};
    const loaded = loadConfig({ ...config, ...secret });
    expect(loaded.NODE_ENV).toBe('production');
    expect(loaded.SEED).toBe(false);
    expect(loaded.SHUTDOWN_GRACE_SECONDS).toBe(20);
  });

  it('the Job migrates and seeds with the same image and settings; the autoscaler and budget select the servers', () => {
    const job = new Job(read('migrate-job.yaml'));
    const deployment = new Deployment(read('deployment.yaml'));
    const migrate = job.spec?.template.spec?.containers[0];
    expect(migrate?.command).toEqual([
      'node',
      '--import',
      'tsx',
      'apps/server/src/db/migrate-cli.ts',
      '--seed',
    ]);
    expect(migrate?.image).toBe(deployment.spec?.template.spec?.containers[0]?.image);
    expect(migrate?.envFrom).toEqual(deployment.spec?.template.spec?.containers[0]?.envFrom);
    const hpa = new HorizontalPodAutoscaler(read('hpa.yaml'));
    expect(hpa.spec?.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata?.name });
    expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = new PodDisruptionBudget(read('pdb.yaml'));
    expect(pdb.spec?.selector?.matchLabels).toEqual(deployment.spec?.selector.matchLabels);
    const service = new Service(read('service.yaml'));
    expect(service.spec?.selector).toEqual(deployment.spec?.selector.matchLabels);
  });
});
