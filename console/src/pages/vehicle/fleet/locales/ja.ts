import type { Translation } from '../../../../app/i18n/locales/types';

export const fleetJa: Pick<Translation, 'vehicleFleet' | 'fleetPage'> = {
  vehicleFleet: {
    label: '車隊',
    fields: {
      mcName: '車隊名',
      parentId: '上位車隊',
      leaderName: '責任者',
      leaderPhone: '電話番号',
      sort: '並び順',
      remark: '備考',
    },
  },
  fleetPage: {
    tree: '車隊',
    add: '車隊を追加',
    addChild: '下位車隊を追加',
    edit: '編集',
    remove: '削除',
    removeTitle: '車隊の削除',
    removeConfirm: '車隊「{{name}}」を削除しますか？',
    empty: '車隊がありません。まず追加してください',
    choose: '左側で車隊を選択してください',
    topLevel: 'なし（最上位の車隊）',
    vehicleCount: '車両数',
    vehicles: '車隊の車両',
    range: '集計期間',
    totals: '入場 {{in}} 回、出場 {{out}} 回',
    columns: {
      licensePlate: 'ナンバー',
      vehicleType: '車両種別',
      inCount: '入場回数',
      outCount: '出場回数',
      lastPassTime: '最終通行',
    },
    noVehicles:
      'この車隊には車両がありません（この車隊名を指定したホワイトリストの車両がここに表示されます）',
  },
};
