import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link, Title, useCreatePath, useGetList, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ZAgentTreeNode } from '@haneul/contract';

type TreeNode = z.infer<typeof ZAgentTreeNode>;

/**
 * Orders the flattened forest depth-first (each agent under its parent), whatever order the rows
 * came in, so the indentation reads as a tree.
 */
export function depthFirst(nodes: readonly TreeNode[]): TreeNode[] {
  const children = new Map<number | null, TreeNode[]>();
  for (const node of nodes) {
    const siblings = children.get(node.parentId) ?? [];
    siblings.push(node);
    children.set(node.parentId, siblings);
  }
  const known = new Set(nodes.map((node) => node.id));
  const ordered: TreeNode[] = [];
  const visit = (node: TreeNode) => {
    ordered.push(node);
    for (const child of children.get(node.id) ?? []) visit(child);
  };
  for (const node of nodes) if (node.parentId === null || !known.has(node.parentId)) visit(node);
  return ordered;
}

/** Every agent in its tree, indented by depth; a name opens the agent. */
export function AgentTree() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data = [] } = useGetList<TreeNode>('agent-tree');
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate('resources.agent-tree.name', { smart_count: 1 })} />
      <CardContent>
        {depthFirst(data).map((node) => (
          <Stack
            key={node.id}
            direction="row"
            spacing={1}
            sx={{ pl: node.depth * 3, py: 0.25, alignItems: 'baseline' }}
          >
            <Box component="span" sx={{ color: 'text.disabled' }}>
              {node.depth > 0 ? '└' : '●'}
            </Box>
            <Link to={createPath({ resource: 'agents', id: node.id, type: 'show' })}>
              {node.userId} ({node.nick})
            </Link>
            <Typography variant="caption" color="text.secondary">
              {node.agentCode ?? ''} · {translate('agents.memberCount', { count: node.memberCount })}
            </Typography>
          </Stack>
        ))}
      </CardContent>
    </Card>
  );
}
