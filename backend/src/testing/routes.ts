import type { AnyEndpoint, EndpointAccess } from '@morphic/contracts';
import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_KEY } from '#infrastructure/auth/access.decorator';
import { endpointOf } from '#infrastructure/http/endpoint.decorator';

export interface RegisteredRoute {
  readonly method: string;
  /** With the table's `{param}` placeholders. */
  readonly path: string;
  readonly access: EndpointAccess | undefined;
  /** The definition the handler is bound to by @Endpoint. */
  readonly endpoint: AnyEndpoint | undefined;
}

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`.replace(/:(\w+)/g, '{$1}');

/** Every HTTP route the app's controllers declare, with its access level and definition. */
export function registeredRoutes(app: INestApplication): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method: unknown = Reflect.getMetadata(METHOD_METADATA, handler);
        if (method === undefined) continue;
        const paths = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined]
          .flat()
          .map((path) => path ?? '');
        const access =
          (Reflect.getMetadata(ACCESS_KEY, handler) as EndpointAccess | undefined) ??
          (Reflect.getMetadata(ACCESS_KEY, controller) as EndpointAccess | undefined);
        for (const path of paths) {
          routes.push({
            method: RequestMethod[method as RequestMethod],
            path: joinPath(base, path),
            access,
            endpoint: endpointOf(handler),
          });
        }
      }
    }
  }
  return routes;
}
