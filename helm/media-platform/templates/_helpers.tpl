{{/*
Per-service templates work on a context dict:
  root: the top-level context   key: the key under .Values.services (realEstate)
  svc: that service's values    name: its kebab-case name (real-estate)   kind: http | grpc | worker
*/}}

{{- define "media-platform.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "media-platform.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "media-platform.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* gateway: HTTP edge; mediaWorker: JetStream consumers with a health/metrics port; the rest serve gRPC. */}}
{{- define "media-platform.kind" -}}
{{- if eq . "gateway" }}http{{ else if eq . "mediaWorker" }}worker{{ else }}grpc{{ end }}
{{- end }}

{{- define "media-platform.componentName" -}}
{{- printf "%s-%s" (include "media-platform.fullname" .root) .name | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "media-platform.selectorLabels" -}}
app.kubernetes.io/name: {{ include "media-platform.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "media-platform.labels" -}}
helm.sh/chart: {{ include "media-platform.chart" . }}
{{ include "media-platform.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: media-platform
{{- with .Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end }}

{{- define "media-platform.componentSelectorLabels" -}}
{{ include "media-platform.selectorLabels" .root }}
app.kubernetes.io/component: {{ .name }}
{{- end }}

{{- define "media-platform.componentLabels" -}}
{{ include "media-platform.labels" .root }}
app.kubernetes.io/component: {{ .name }}
{{- end }}

{{- define "media-platform.serviceAccountName" -}}
{{- if .svc.serviceAccount.create }}
{{- default (include "media-platform.componentName" .) .svc.serviceAccount.name }}
{{- else }}
{{- default "default" .svc.serviceAccount.name }}
{{- end }}
{{- end }}

{{/* repository:tag or repository@digest; the worker starts from workerImage. */}}
{{- define "media-platform.image" -}}
{{- $base := ternary .root.Values.workerImage .root.Values.image (eq .kind "worker") }}
{{- $image := mergeOverwrite (deepCopy $base) (default dict .svc.image) }}
{{- if $image.digest }}
{{- printf "%s@%s" $image.repository $image.digest }}
{{- else }}
{{- printf "%s:%s" $image.repository (default .root.Chart.AppVersion $image.tag) }}
{{- end }}
{{- end }}

{{- define "media-platform.imagePullPolicy" -}}
{{- $base := ternary .root.Values.workerImage .root.Values.image (eq .kind "worker") }}
{{- (mergeOverwrite (deepCopy $base) (default dict .svc.image)).pullPolicy }}
{{- end }}

{{/*
Hardening defaults from .Values.securityContext; each field a service sets replaces the default
one. Set key by key rather than mergeOverwrite, which ignores false and 0.
*/}}
{{- define "media-platform.securityContext" -}}
{{- $which := index . 1 }}
{{- $ctx := index . 0 }}
{{- $merged := deepCopy (index $ctx.root.Values.securityContext $which) }}
{{- if $ctx.svc.securityContext }}
{{- range $field, $value := (index $ctx.svc.securityContext $which | default dict) }}
{{- $_ := set $merged $field $value }}
{{- end }}
{{- end }}
{{- toYaml $merged }}
{{- end }}

{{- define "media-platform.podSecurityContext" -}}
{{- include "media-platform.securityContext" (list . "pod") }}
{{- end }}

{{- define "media-platform.containerSecurityContext" -}}
{{- include "media-platform.securityContext" (list . "container") }}
{{- end }}

{{/* Bitnami charts name their objects <release>-<chart> unless the release name already contains the chart name. */}}
{{- define "media-platform.subchartFullname" -}}
{{- $root := index . 0 }}
{{- $chart := index . 1 }}
{{- $values := index $root.Values $chart }}
{{- if $values.fullnameOverride }}
{{- $values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else if contains $chart $root.Release.Name }}
{{- $root.Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" $root.Release.Name $chart | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}

{{- define "media-platform.devSecretName" -}}
{{- printf "%s-dev-defaults" (include "media-platform.fullname" .) | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "media-platform.configMapName" -}}
{{- printf "%s-env" (include "media-platform.fullname" .) | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "media-platform.migrationServiceAccountName" -}}
{{- printf "%s-migrations" (include "media-platform.fullname" .) | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "media-platform.natsUrl" -}}
{{- if .Values.config.nats.url }}
{{- .Values.config.nats.url }}
{{- else if .Values.nats.enabled }}
{{- printf "nats://%s:4222" (include "media-platform.subchartFullname" (list . "nats")) }}
{{- end }}
{{- end }}

{{- define "media-platform.s3Endpoint" -}}
{{- if .Values.config.s3.endpoint }}
{{- .Values.config.s3.endpoint }}
{{- else if .Values.minio.enabled }}
{{- printf "http://%s:9000" (include "media-platform.subchartFullname" (list . "minio")) }}
{{- end }}
{{- end }}

{{- define "media-platform.natsMonitoringEndpoint" -}}
{{- $keda := .Values.services.mediaWorker.keda }}
{{- if $keda.natsMonitoringEndpoint }}
{{- $keda.natsMonitoringEndpoint }}
{{- else if .Values.nats.enabled }}
{{- printf "%s.%s.svc:8222" (include "media-platform.subchartFullname" (list . "nats")) .Release.Namespace }}
{{- end }}
{{- end }}

{{- define "media-platform.secretRef" -}}
valueFrom:
  secretKeyRef:
    name: {{ index . 0 }}
    key: {{ index . 1 }}
{{- end }}

{{/*
DATABASE_URL for a service, first match wins: the service's own Secret, secrets.database, the
bundled postgresql chart (URL assembled from its generated password), the dev-defaults Secret.
*/}}
{{- define "media-platform.databaseEnv" -}}
{{- $values := .root.Values }}
{{- $own := .svc.database }}
{{- $secretName := default $values.secrets.database.existingSecret $own.existingSecret }}
{{- $secretKey := default $values.secrets.database.key $own.key }}
{{- if $secretName }}
- name: DATABASE_URL
  {{- include "media-platform.secretRef" (list $secretName $secretKey) | nindent 2 }}
{{- else if $values.postgresql.enabled }}
{{- $pg := $values.postgresql }}
{{- $auth := default dict $pg.auth }}
{{- $user := default "postgres" $auth.username }}
{{- $passwordKey := ternary "password" "postgres-password" (ne $user "postgres") }}
{{- $pgSecret := default (include "media-platform.subchartFullname" (list .root "postgresql")) $auth.existingSecret }}
- name: DATABASE_PASSWORD
  {{- include "media-platform.secretRef" (list $pgSecret $passwordKey) | nindent 2 }}
- name: DATABASE_URL
  value: {{ printf "postgres://%s:$(DATABASE_PASSWORD)@%s:5432/%s" $user (include "media-platform.subchartFullname" (list .root "postgresql")) (default "postgres" $auth.database) | quote }}
{{- else if $values.secrets.devDefaults.enabled }}
- name: DATABASE_URL
  {{- include "media-platform.secretRef" (list (include "media-platform.devSecretName" .root) "DATABASE_URL") | nindent 2 }}
{{- else }}
{{- fail (printf "services.%s needs a database: set secrets.database.existingSecret (or services.%s.database.existingSecret), enable postgresql, or enable secrets.devDefaults for development" .key .key) }}
{{- end }}
{{- with .svc.database.poolMax }}
- name: DATABASE_POOL_MAX
  value: {{ . | quote }}
{{- end }}
{{- end }}

{{- define "media-platform.s3Env" -}}
{{- $values := .root.Values }}
{{- $s3 := $values.secrets.s3 }}
{{- if $s3.existingSecret }}
- name: S3_ACCESS_KEY
  {{- include "media-platform.secretRef" (list $s3.existingSecret $s3.accessKeyKey) | nindent 2 }}
- name: S3_SECRET_KEY
  {{- include "media-platform.secretRef" (list $s3.existingSecret $s3.secretKeyKey) | nindent 2 }}
{{- else if $values.minio.enabled }}
{{- $auth := default dict $values.minio.auth }}
{{- $minioSecret := default (include "media-platform.subchartFullname" (list .root "minio")) $auth.existingSecret }}
- name: S3_ACCESS_KEY
  {{- include "media-platform.secretRef" (list $minioSecret "root-user") | nindent 2 }}
- name: S3_SECRET_KEY
  {{- include "media-platform.secretRef" (list $minioSecret "root-password") | nindent 2 }}
{{- else if $values.secrets.devDefaults.enabled }}
- name: S3_ACCESS_KEY
  {{- include "media-platform.secretRef" (list (include "media-platform.devSecretName" .root) "S3_ACCESS_KEY") | nindent 2 }}
- name: S3_SECRET_KEY
  {{- include "media-platform.secretRef" (list (include "media-platform.devSecretName" .root) "S3_SECRET_KEY") | nindent 2 }}
{{- else }}
{{- fail (printf "services.%s needs S3 credentials: set secrets.s3.existingSecret, enable minio, or enable secrets.devDefaults for development" .key) }}
{{- end }}
{{- end }}

{{/* STORAGE_KEY_SECRET: the same for every process that builds or checks object keys. */}}
{{- define "media-platform.storageKeyEnv" -}}
{{- $values := .root.Values }}
{{- if $values.secrets.storageKey.existingSecret }}
- name: STORAGE_KEY_SECRET
  {{- include "media-platform.secretRef" (list $values.secrets.storageKey.existingSecret $values.secrets.storageKey.key) | nindent 2 }}
{{- else if $values.secrets.devDefaults.enabled }}
- name: STORAGE_KEY_SECRET
  {{- include "media-platform.secretRef" (list (include "media-platform.devSecretName" .root) "STORAGE_KEY_SECRET") | nindent 2 }}
{{- else }}
{{- fail (printf "services.%s needs a storage key secret: set secrets.storageKey.existingSecret, or enable secrets.devDefaults for development" .key) }}
{{- end }}
{{- end }}

{{- define "media-platform.gatewayEnv" -}}
{{- $values := .root.Values }}
- name: GATEWAY_PORT
  value: {{ int .svc.port | quote }}
- name: GATEWAY_HOST
  value: "0.0.0.0"
- name: GATEWAY_PROBE_PORT
  value: {{ int .svc.probePort | quote }}
{{- if .svc.ingress.enabled }}
{{- /* Behind the ingress every connection comes from the controller: without these, all clients would share its address's rate-limit bucket. */}}
- name: TRUST_PROXY
  value: "true"
- name: TRUST_PROXY_HOPS
  value: {{ int .svc.ingress.trustedProxyHops | quote }}
{{- end }}
{{- $pods := ternary .svc.autoscaling.minReplicas .svc.replicaCount .svc.autoscaling.enabled | int | max 1 }}
- name: EVENTS_MAX_STREAMS_PER_ACCOUNT
  value: {{ div (int .svc.eventStreamsPerAccount) $pods | max 1 | quote }}
- name: GATEWAY_MAX_CONNECTIONS
  value: {{ int .svc.maxConnections | quote }}
{{- with .svc.corsAllowedOrigins }}
- name: CORS_ALLOWED_ORIGINS
  value: {{ join "," . | quote }}
{{- end }}
{{- if $values.config.publicBaseUrl }}
- name: PUBLIC_BASE_URL
  value: {{ $values.config.publicBaseUrl | quote }}
{{- end }}
{{- if $values.secrets.jwt.existingSecret }}
- name: JWT_SECRET
  {{- include "media-platform.secretRef" (list $values.secrets.jwt.existingSecret $values.secrets.jwt.key) | nindent 2 }}
{{- else if $values.secrets.devDefaults.enabled }}
- name: JWT_SECRET
  {{- include "media-platform.secretRef" (list (include "media-platform.devSecretName" .root) "JWT_SECRET") | nindent 2 }}
{{- else }}
{{- fail "services.gateway needs a JWT secret: set secrets.jwt.existingSecret, or enable secrets.devDefaults for development" }}
{{- end }}
{{- if $values.secrets.redis.existingSecret }}
- name: REDIS_URL
  {{- include "media-platform.secretRef" (list $values.secrets.redis.existingSecret $values.secrets.redis.key) | nindent 2 }}
{{- else if $values.config.redis.url }}
- name: REDIS_URL
  value: {{ $values.config.redis.url | quote }}
{{- else if and $values.secrets.devDefaults.enabled $values.secrets.devDefaults.redisUrl }}
- name: REDIS_URL
  {{- include "media-platform.secretRef" (list (include "media-platform.devSecretName" .root) "REDIS_URL") | nindent 2 }}
{{- end }}
{{- end }}

{{/*
The gRPC services each service's code calls (it reads <NAME>_GRPC_ADDR for them). A pod gets the
addresses of these only, and each gRPC service's NetworkPolicy admits exactly its callers.
test/deploy/rendered-manifest.test.ts compares this with the services' source: a service that
starts calling another must be added here.
*/}}
{{- define "media-platform.grpcCalls" -}}
gateway: [billing, studio, sharing, realEstate, enhancement, webhooks]
studio: [billing, realEstate]
sharing: [studio, realEstate, billing]
realEstate: [billing]
enhancement: [billing]
webhooks: []
{{- end }}

{{/* The keys of the enabled services whose code calls service .key. */}}
{{- define "media-platform.grpcCallers" -}}
{{- $calls := include "media-platform.grpcCalls" .root | fromYaml }}
{{- $callers := list }}
{{- range $caller, $svc := .root.Values.services }}
{{- if and $svc.enabled (has $.key (index $calls $caller | default list)) }}
{{- $callers = append $callers $caller }}
{{- end }}
{{- end }}
{{- toJson $callers }}
{{- end }}

{{/*
<NAME>_GRPC_ADDR for every enabled gRPC service this one calls (`dns:///` + its headless Service,
whose name resolves to every ready pod, so calls are spread over the pods; through the ClusterIP
Service, HTTP/2's one long-lived connection would take every call of a client to one pod); for the
pod's own service, <NAME>_GRPC_HOST/_PORT: it listens on all interfaces so the kubelet and peers
reach it.
*/}}
{{- define "media-platform.grpcAddressEnv" -}}
{{- $self := .key }}
{{- $calls := index (include "media-platform.grpcCalls" .root | fromYaml) $self | default list }}
{{- range $key, $svc := .root.Values.services }}
{{- if and $svc.enabled (eq (include "media-platform.kind" $key) "grpc") (or (eq $key $self) (has $key $calls)) }}
{{- $ctx := dict "root" $.root "key" $key "svc" $svc "name" (kebabcase $key) }}
{{- if eq $key $self }}
- name: {{ printf "%s_GRPC_HOST" (upper (snakecase $key)) }}
  value: "0.0.0.0"
- name: {{ printf "%s_GRPC_PORT" (upper (snakecase $key)) }}
  value: {{ int $svc.port | quote }}
{{- else }}
{{- /* The headless Service lists every ready pod: the client spreads its calls over them (round_robin). */}}
- name: {{ printf "%s_GRPC_ADDR" (upper (snakecase $key)) }}
  value: {{ printf "dns:///%s-headless:%d" (include "media-platform.componentName" $ctx) (int $svc.port) | quote }}
{{- end }}
{{- end }}
{{- end }}
{{- end }}

{{- define "media-platform.otelEnv" -}}
{{- $attrs := list "k8s.pod.name=$(POD_NAME)" "k8s.namespace.name=$(POD_NAMESPACE)" (printf "service.version=%s" .root.Chart.AppVersion) }}
{{- range $k, $v := .root.Values.config.otel.resourceAttributes }}
{{- $attrs = append $attrs (printf "%s=%s" $k $v) }}
{{- end }}
- name: POD_NAME
  valueFrom:
    fieldRef:
      fieldPath: metadata.name
- name: POD_NAMESPACE
  valueFrom:
    fieldRef:
      fieldPath: metadata.namespace
- name: OTEL_SERVICE_NAME
  value: {{ .name | quote }}
- name: OTEL_RESOURCE_ATTRIBUTES
  value: {{ join "," $attrs | quote }}
{{- end }}

{{/* Every environment variable a service container gets besides the shared ConfigMap. */}}
{{- define "media-platform.env" -}}
{{- $values := .root.Values }}
{{- include "media-platform.otelEnv" . }}
{{- if .svc.logLevel }}
- name: LOG_LEVEL
  value: {{ .svc.logLevel | quote }}
{{- end }}
{{- if $values.secrets.nats.existingSecret }}
- name: NATS_URL
  {{- include "media-platform.secretRef" (list $values.secrets.nats.existingSecret $values.secrets.nats.key) | nindent 2 }}
{{- end }}
{{- if and .svc.database .svc.database.enabled }}
{{- include "media-platform.databaseEnv" . }}
{{- end }}
{{- if or (eq .kind "http") .svc.objectStorage }}
{{- include "media-platform.s3Env" . }}
{{- include "media-platform.storageKeyEnv" . }}
{{- end }}
{{- if eq .kind "http" }}
{{- include "media-platform.gatewayEnv" . }}
{{- end }}
{{- if eq .kind "worker" }}
- name: METRICS_PORT
  value: {{ int .svc.port | quote }}
{{- else if .root.Values.metrics.enabled }}
- name: METRICS_PORT
  value: {{ int .root.Values.metrics.port | quote }}
{{- end }}
{{- include "media-platform.grpcAddressEnv" . }}
{{- range $name, $value := .svc.env }}
- name: {{ $name }}
  value: {{ $value | quote }}
{{- end }}
{{- end }}

{{- define "media-platform.httpProbe" -}}
{{- $probe := index . 0 }}
httpGet:
  path: {{ $probe.path }}
  port: {{ index . 1 }}
{{- include "media-platform.probeTiming" $probe }}
{{- end }}

{{- define "media-platform.grpcProbe" -}}
{{- $probe := index . 0 }}
grpc:
  port: {{ int (index . 1) }}
  {{- with $probe.service }}
  service: {{ . | quote }}
  {{- end }}
{{- include "media-platform.probeTiming" $probe }}
{{- end }}

{{- define "media-platform.probeTiming" -}}
{{- with .initialDelaySeconds }}
initialDelaySeconds: {{ int . }}
{{- end }}
periodSeconds: {{ int .periodSeconds }}
timeoutSeconds: {{ int .timeoutSeconds }}
failureThreshold: {{ int .failureThreshold }}
{{- end }}

{{/* startupProbe, livenessProbe and readinessProbe for one service. */}}
{{- define "media-platform.probes" -}}
{{- $probes := .svc.probes }}
{{- range $field, $which := dict "startupProbe" "startup" "livenessProbe" "liveness" "readinessProbe" "readiness" }}
{{ $field }}:
{{- if eq $.kind "grpc" }}
  {{- include "media-platform.grpcProbe" (list (index $probes $which) $.svc.port) | trim | nindent 2 }}
{{- else }}
  {{- include "media-platform.httpProbe" (list (index $probes $which) (ternary "probes" "metrics" (eq $.kind "http"))) | trim | nindent 2 }}
{{- end }}
{{- end }}
{{- end }}

{{- define "media-platform.portName" -}}
{{- if eq .kind "http" }}http{{ else if eq .kind "grpc" }}grpc{{ else }}metrics{{ end }}
{{- end }}

{{/* The scrape of a gateway or gRPC service's metrics port, from networkPolicy.metricsFrom. */}}
{{- define "media-platform.metricsIngress" -}}
{{- if and .root.Values.metrics.enabled .root.Values.networkPolicy.metricsFrom }}
- ports:
    - port: metrics
      protocol: TCP
  from:
    {{- toYaml .root.Values.networkPolicy.metricsFrom | nindent 4 }}
{{- end }}
{{- end }}

{{/* Whether something other than replicaCount owns the replica count. */}}
{{- define "media-platform.autoscaled" -}}
{{- if and (eq .kind "worker") .svc.keda .svc.keda.enabled }}true
{{- else if and (ne .kind "worker") .svc.autoscaling .svc.autoscaling.enabled }}true
{{- end }}
{{- end }}

{{/* Checks across values that the schema cannot express. */}}
{{- define "media-platform.validate" -}}
{{- $values := .Values }}
{{- range $key, $svc := $values.services }}
{{- if and $svc.enabled $svc.autoscaling $svc.autoscaling.enabled (gt (int $svc.autoscaling.minReplicas) (int $svc.autoscaling.maxReplicas)) }}
{{- fail (printf "services.%s.autoscaling: minReplicas is greater than maxReplicas" $key) }}
{{- end }}
{{- end }}
{{- $keda := $values.services.mediaWorker.keda }}
{{- if and $values.services.mediaWorker.enabled $keda.enabled }}
{{- if gt (int $keda.minReplicaCount) (int $keda.maxReplicaCount) }}
{{- fail "services.mediaWorker.keda: minReplicaCount is greater than maxReplicaCount" }}
{{- end }}
{{- if not (include "media-platform.natsMonitoringEndpoint" .) }}
{{- fail "services.mediaWorker.keda.natsMonitoringEndpoint is required when the bundled nats chart is disabled" }}
{{- end }}
{{- end }}
{{- if and (not (include "media-platform.natsUrl" .)) (not $values.secrets.nats.existingSecret) }}
{{- fail "NATS is not configured: set config.nats.url, secrets.nats.existingSecret, or enable the bundled nats chart" }}
{{- end }}
{{- if not (include "media-platform.s3Endpoint" .) }}
{{- fail "object storage is not configured: set config.s3.endpoint or enable the bundled minio chart" }}
{{- end }}
{{- if and $values.secrets.devDefaults.enabled (lt (len $values.secrets.devDefaults.jwtSecret) 32) }}
{{- fail "secrets.devDefaults.jwtSecret must be at least 32 characters" }}
{{- end }}
{{- if and $values.secrets.devDefaults.enabled (lt (len $values.secrets.devDefaults.storageKeySecret) 32) }}
{{- fail "secrets.devDefaults.storageKeySecret must be at least 32 characters" }}
{{- end }}
{{- end }}

{{/*
NODE_ENV of every process: development when the chart's published dev-default secrets are in
use (the services refuse those under production), production otherwise.
*/}}
{{- define "media-platform.nodeEnv" -}}
{{- if .Values.secrets.devDefaults.enabled }}development{{ else }}production{{ end }}
{{- end }}
