/**
 * The headers of EOG's nightly Nightfire files, v3.0 "-ez" and v4.0, built from the columns EOG documents
 * (PROVENANCE.md of the shared sample): what the tests' files start with.
 */
export const V30_HEADER =
  'id,Date_Mscan,Date_LTZ,Lat_GMTCO,Lon_GMTCO,Temp_BB,Temp_Bkg,ESF_BB,RHI,RH,Area_BB,Cloud_Mask,QF_Detect';
export const V40_HEADER =
  'id,id_iremitter,Date_Mscan,Lat_GMTCO,Lon_GMTCO,Lat_iremitter,Lon_iremitter,Temp_BB,RH,Temp_primary,RH_primary,Type_iremitter,Category_iremitter,Cloud_Mask';
