# syntax=docker/dockerfile:1
# IT Tools: a static build served by the official unprivileged nginx image on port 8080.
#   docker build -t it-tools .
#   docker build -t it-tools --build-arg BASE_URL=/tools/ .      # served under /tools/
#   docker run -d --name it-tools -p 8080:8080 it-tools
# The nginx configuration (deploy/it-tools.nginx.conf: SPA fallback, caching, gzip, a strict
# Content-Security-Policy and other security headers) is rendered for this build by
# scripts/nginx-conf.mjs — the same configuration the browser tests run against.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Build-time settings (see src/modules/config/config.schema.app.ts for all of them).
ARG BASE_URL=/
ARG VITE_TRACKER_ENABLED=false
ARG VITE_PLAUSIBLE_DOMAIN=
ARG VITE_PLAUSIBLE_API_HOST=
ARG VITE_COMMIT_SHA=
ENV BASE_URL=${BASE_URL} \
    VITE_TRACKER_ENABLED=${VITE_TRACKER_ENABLED} \
    VITE_PLAUSIBLE_DOMAIN=${VITE_PLAUSIBLE_DOMAIN} \
    VITE_PLAUSIBLE_API_HOST=${VITE_PLAUSIBLE_API_HOST} \
    VITE_COMMIT_SHA=${VITE_COMMIT_SHA}
RUN npm run build \
 && node scripts/nginx-conf.mjs --dist dist --root /usr/share/nginx/it-tools --port 8080 > it-tools.conf \
 && mkdir -p "/site${BASE_URL}" \
 && cp -R dist/. "/site${BASE_URL}"

FROM nginxinc/nginx-unprivileged:1.27-alpine
COPY --from=build /app/it-tools.conf /etc/nginx/conf.d/default.conf
COPY --from=build /site/ /usr/share/nginx/it-tools/
EXPOSE 8080
