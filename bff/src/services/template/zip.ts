import fs from 'node:fs/promises';
import type { Context } from 'koa';
import type { EntityManager } from 'typeorm';
import {
  TEMPLATE_ZIP_MAX_BYTES,
  type TemplateGroup as GroupDto,
} from '../../../../src/contract/template';
import { withMultipartFile } from '../../http/multipartFile';
import { createGroup, freeGroupName, getGroup, insertTree, loadGroup } from '.';
import { readTemplateZip, zipOfGroup } from './zipFormat';

/** A zip of a readable group (built-in or the caller's own). */
export async function exportZip(
  manager: EntityManager,
  id: string,
  userId: string | null,
): Promise<{ fileName: string; bytes: Buffer }> {
  const { group, nodes } = await loadGroup(manager, id, userId);
  return zipOfGroup(group, nodes);
}

/** Creates an own group from an uploaded zip (template.json plus the files it lists). */
export async function importZip(
  ctx: Context,
  manager: EntityManager,
  userId: string,
  tmpDir: string,
): Promise<GroupDto> {
  return withMultipartFile(
    ctx,
    { tmpDir, maxBytes: TEMPLATE_ZIP_MAX_BYTES, prefix: 'jcg-template-' },
    async ({ file }) => {
      const { manifest, nodes } = readTemplateZip(await fs.readFile(file.filepath));
      const groupId = await manager.transaction(async (tx) => {
        const name = await freeGroupName(tx, userId, manifest.name);
        const row = await createGroup(tx, userId, { ...manifest, name }, null);
        await insertTree(tx, row.id, nodes);
        return row.id;
      });
      return getGroup(manager, String(groupId), userId);
    },
  );
}
