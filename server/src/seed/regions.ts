import type { Database } from '../db/client';
import { regions } from '../db/schema';

/** [code, name, children]: a few provinces, cities and districts by their administrative codes. */
type RegionSeed = [string, string, RegionSeed[]?];

const TREE: RegionSeed[] = [
  [
    '330000',
    '浙江省',
    [
      [
        '330100',
        '杭州市',
        [
          ['330102', '上城区'],
          ['330105', '拱墅区'],
          ['330106', '西湖区'],
          ['330108', '滨江区'],
          ['330109', '萧山区'],
          ['330110', '余杭区'],
        ],
      ],
      [
        '330200',
        '宁波市',
        [
          ['330203', '海曙区'],
          ['330212', '鄞州区'],
        ],
      ],
    ],
  ],
  [
    '320000',
    '江苏省',
    [
      [
        '320100',
        '南京市',
        [
          ['320102', '玄武区'],
          ['320106', '鼓楼区'],
        ],
      ],
      ['320500', '苏州市', [['320508', '姑苏区']]],
    ],
  ],
];

function flatten(nodes: RegionSeed[], parent: { id: string; fullName: string } | null, level: number) {
  return nodes.flatMap(([id, name, children = []], sort): (typeof regions.$inferInsert)[] => {
    const fullName = `${parent?.fullName ?? ''}${name}`;
    return [
      { id, parentId: parent?.id ?? null, name, fullName, level, sort },
      ...flatten(children, { id, fullName }, level + 1),
    ];
  });
}

export async function seedRegions(db: Database): Promise<void> {
  await db.insert(regions).values(flatten(TREE, null, 1));
}
