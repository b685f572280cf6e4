import { describe, expect, it } from 'vitest';
import { idcardPatch } from './idcard-fill';

const FRONT = {
  personName: '王秀英',
  gender: '女',
  nation: '汉',
  birthDate: '1985-10-02',
  address: '河南省光山县',
  idcardNumber: '411522198510021227',
};

describe('filling the person form from an ID card', () => {
  it('fills the empty fields from the front, gender as its value', () => {
    expect(idcardPatch({ personName: '', idcardTermStatus: 0 }, FRONT, 'front')).toEqual({
      ...FRONT,
      gender: '2',
    });
  });

  it('keeps what was typed', () => {
    expect(idcardPatch({ personName: '王秀', phone: '13800000000' }, FRONT, 'front')).not.toHaveProperty(
      'personName',
    );
  });

  it('fills only the validity from the back, with the long-term flag', () => {
    expect(
      idcardPatch(
        { idcardTermStatus: 0 },
        { ...FRONT, idcardStartDate: '2015-08-20', idcardTermStatus: 1 },
        'back',
      ),
    ).toEqual({ idcardStartDate: '2015-08-20', idcardTermStatus: 1 });
    expect(
      idcardPatch(
        {},
        { idcardStartDate: '2015-08-20', idcardEndDate: '2035-08-20', idcardTermStatus: 0 },
        'back',
      ),
    ).toEqual({ idcardStartDate: '2015-08-20', idcardEndDate: '2035-08-20' });
  });

  it('fills nothing when nothing could be read', () => {
    expect(idcardPatch({}, null, 'front')).toEqual({});
    expect(idcardPatch({}, {}, 'back')).toEqual({});
  });
});
